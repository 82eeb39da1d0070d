/**
 * Every language's start-up translation files as shipped in the built web app's locales/: the
 * namespaces the app loads at start (START_NAMESPACES); an area's own namespace (the organizer
 * console's) loads with its screens and stays off every page. Read in Node only: by the build,
 * which prerenders pages (scripts/pages.ts), and by the server's renderer (prerender.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Resource, ResourceLanguage } from 'i18next';
import { START_NAMESPACES, SUPPORTED_LANGUAGES } from '../../shared/languages';

export function readTranslations(webDir: string): Resource {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const dir = path.join(webDir, 'locales', language);
    const namespaces: ResourceLanguage = {};
    for (const ns of START_NAMESPACES) {
      namespaces[ns] = JSON.parse(
        fs.readFileSync(path.join(dir, `${ns}.json`), 'utf8'),
      ) as ResourceLanguage[string];
    }
    resources[language] = namespaces;
  }
  return resources;
}
