/**
 * The account mails (confirm, already registered, reset), in the user's language, with a text
 * and an HTML part and the brand colour on the button.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, type Language } from '../../shared/languages';
import { readableTextOn } from '../../shared/colors';
import type { OutgoingMail } from './mailer';
import { serverFile } from '../paths';

type MailTexts = Record<string, string>;
const localesDir = serverFile('mail', 'locales');
const cache = new Map<Language, MailTexts>();

function textsFor(language: string): MailTexts {
  const lng: Language = (SUPPORTED_LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : 'en';
  let texts = cache.get(lng);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(path.join(localesDir, `${lng}.json`), 'utf8')) as MailTexts;
    cache.set(lng, texts);
  }
  return texts;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailContext {
  to: string;
  name: string;
  language: string;
  link: string;
  brandColor: string;
}

type Kind = 'confirm' | 'existing' | 'reset';
const parts: Record<Kind, { subject: string; intro: string; button: string; note?: string }> = {
  confirm: {
    subject: 'confirmSubject',
    intro: 'confirmIntro',
    button: 'confirmButton',
    note: 'confirmExpiry',
  },
  existing: {
    subject: 'existingSubject',
    intro: 'existingIntro',
    button: 'existingButton',
    note: 'resetExpiry',
  },
  reset: {
    subject: 'resetSubject',
    intro: 'resetIntro',
    button: 'resetButton',
    note: 'resetExpiry',
  },
};

export function buildMail(kind: Kind, ctx: MailContext): OutgoingMail {
  const t = textsFor(ctx.language);
  const p = parts[kind];
  const greeting = fill(t.greeting, { name: ctx.name });
  const lines = [
    greeting,
    '',
    t[p.intro],
    '',
    `${t[p.button]}: ${ctx.link}`,
    '',
    p.note ? t[p.note] : '',
    t.ignoreNotice,
  ];
  const dir = ctx.language === 'ar' ? 'rtl' : 'ltr';
  const buttonText = readableTextOn(ctx.brandColor);
  const html = `<!doctype html><html lang="${escapeHtml(ctx.language)}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0F172A;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t[p.intro])}</p>
<p><a href="${escapeHtml(ctx.link)}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:${escapeHtml(ctx.brandColor)};color:${buttonText};text-decoration:none;font-weight:600">${escapeHtml(t[p.button])}</a></p>
${p.note ? `<p style="color:#64748B">${escapeHtml(t[p.note])}</p>` : ''}
<p style="color:#64748B">${escapeHtml(t.linkFallback)}<br><a href="${escapeHtml(ctx.link)}">${escapeHtml(ctx.link)}</a></p>
<p style="color:#64748B">${escapeHtml(t.ignoreNotice)}</p>
</body></html>`;
  return { to: ctx.to, subject: t[p.subject], text: lines.join('\n'), html, link: ctx.link };
}
