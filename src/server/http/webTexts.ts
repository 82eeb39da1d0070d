/**
 * The web app's own translations (public/locales/<lng>/<ns>.json) for words the server writes in
 * them: a push's title and body, the HR file's header row. Reading the web app's files rather
 * than a copy keeps the screen and what the server sends worded alike. Each file is read once;
 * a key missing in a language falls back to English, then to the key itself. Language and
 * namespace come from closed lists (checked again here), so no file path is made from a request.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AREA_NAMESPACES,
  FALLBACK_LANGUAGE,
  START_NAMESPACES,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../../shared/languages';
import { projectRoot } from '../paths';

const WEB_NAMESPACES = [...START_NAMESPACES, ...AREA_NAMESPACES] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

type Texts = Readonly<Record<string, string>>;
const cache = new Map<string, Texts>();

/** Every text of a namespace in a language, as the web app ships it. */
export function webTexts(language: Language, namespace: WebNamespace): Texts {
  const cacheKey = `${language}/${namespace}`;
  let texts = cache.get(cacheKey);
  if (!texts) {
    if (!SUPPORTED_LANGUAGES.includes(language) || !WEB_NAMESPACES.includes(namespace)) {
      throw new Error(`No web texts for ${cacheKey}`);
    }
    const file = path.join(projectRoot, 'public', 'locales', language, `${namespace}.json`);
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
    cache.set(cacheKey, texts);
  }
  return texts;
}

/** One text in the language, else in English, else the key. */
export function webText(language: Language, namespace: WebNamespace, key: string): string {
  return webTexts(language, namespace)[key] ?? webTexts(FALLBACK_LANGUAGE, namespace)[key] ?? key;
}
