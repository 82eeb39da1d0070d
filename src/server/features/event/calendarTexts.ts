/**
 * The words of the calendar feed in the holder's language (calendarLocales/<lng>.json, the 14
 * languages; English for an unset or unknown one), filled like the web app's `{{name}}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, parseLanguage, type Language } from '../../../shared/languages';
import { serverFile } from '../../paths';

export interface CalendarTexts {
  calendarName: string;
  yourTeamPlays: string;
  yourTeam: string;
  challenge: string;
  openInApp: string;
}

const localesDir = serverFile('features', 'event', 'calendarLocales');
const cache = new Map<Language, CalendarTexts>();

export function calendarTexts(language: string | null): CalendarTexts {
  const lng = parseLanguage(language) ?? FALLBACK_LANGUAGE;
  let texts = cache.get(lng);
  if (!texts) {
    const file = path.join(localesDir, `${lng}.json`);
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as CalendarTexts;
    cache.set(lng, texts);
  }
  return texts;
}

export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
