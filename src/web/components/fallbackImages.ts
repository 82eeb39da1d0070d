/** Pictures shown when an entity has none or its picture fails to load (public/fallback). */
export const FALLBACK_IMAGES = {
  person: '/fallback/person.svg',
  team: '/fallback/team.svg',
  company: '/fallback/company.svg',
  event: '/fallback/event.svg',
  battle: '/fallback/battle.svg',
} as const;

export type FallbackKind = keyof typeof FALLBACK_IMAGES;
