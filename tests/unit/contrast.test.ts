/**
 * Every text colour the stylesheets use reaches WCAG AA (4.5:1) on every background it sits
 * on, read from tokens.css, for both demo brands: a brand changes --primary and --secondary,
 * the text on them and the brand-tinted backgrounds (CSS color-mix in srgb, as the
 * stylesheets write them). axe-core checks the screens themselves in the e2e suite.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, textColorOn } from '../../src/shared/colors';
import { DEMO_BRANDING } from '../../src/server/db/seed';

const AA_TEXT = 4.5;

function readTokens(): Record<string, string> {
  const css = fs.readFileSync(new URL('../../src/web/styles/tokens.css', import.meta.url), 'utf8');
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)) {
    tokens[name] = value.toLowerCase();
  }
  return tokens;
}

/** color-mix(in srgb, a percent%, b): each 8-bit channel interpolated, then rounded. */
function mix(a: string, percent: number, b: string): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ca, cb] = [channels(a), channels(b)];
  const mixed = ca.map((c, i) => Math.round((c * percent + cb[i] * (100 - percent)) / 100));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

interface Pair {
  where: string;
  text: string;
  background: string;
}

/** The text/background pairs of the stylesheets, with one brand's colours. */
function textPairs(t: Record<string, string>, primary: string, secondary: string): Pair[] {
  const onPrimary = textColorOn(primary);
  const onSecondary = textColorOn(secondary);
  const primaryTint12 = mix(primary, 12, t.surface);
  const primaryTint14 = mix(primary, 14, t.surface);
  const pastItem = mix(t.surface, 60, t.background);
  return [
    { where: 'body text on the page', text: t.text, background: t.background },
    { where: 'body text on a card', text: t.text, background: t.surface },
    { where: 'the highlight card, joker info', text: t.text, background: primaryTint12 },
    { where: 'the chosen language row', text: t.text, background: primaryTint14 },
    { where: 'a success notice', text: t.text, background: t['success-surface'] },
    { where: 'a warning notice', text: t.text, background: t['warning-surface'] },
    { where: 'an error notice', text: t.text, background: t['danger-surface'] },
    { where: 'subtitles, version, planning tags', text: t.muted, background: t.background },
    { where: 'card details, hints, placeholders', text: t.muted, background: t.surface },
    { where: 'a past planning item', text: t.muted, background: pastItem },
    { where: 'the highlight card hint', text: t.muted, background: primaryTint12 },
    { where: 'the chosen language row', text: t.muted, background: primaryTint14 },
    { where: 'links, times, headings on the page', text: secondary, background: t.background },
    { where: 'links, buttons, values on a card', text: secondary, background: t.surface },
    { where: 'the highlight card eyebrow', text: secondary, background: primaryTint12 },
    {
      where: 'an upcoming planning status',
      text: secondary,
      background: mix(secondary, 10, t.surface),
    },
    { where: 'primary buttons, badges', text: onPrimary, background: primary },
    { where: 'count pills, tiebreak numbers', text: onSecondary, background: secondary },
    { where: 'field errors on the page', text: t.danger, background: t.background },
    { where: 'field errors on a card', text: t.danger, background: t.surface },
    { where: 'a past planning status', text: t.success, background: t['success-surface'] },
    { where: 'the on-the-water chip', text: t.water, background: t['water-surface'] },
  ];
}

const tokens = readTokens();

describe('colour tokens', () => {
  it('default to the default demo brand, with the text colours branding computes for it', () => {
    const [defaults] = DEMO_BRANDING;
    expect(tokens.primary).toBe(defaults.primaryColor.toLowerCase());
    expect(tokens.secondary).toBe(defaults.secondaryColor.toLowerCase());
    expect(tokens['on-primary']).toBe(textColorOn(tokens.primary).toLowerCase());
    expect(tokens['on-secondary']).toBe(textColorOn(tokens.secondary).toLowerCase());
  });
});

describe.each(DEMO_BRANDING)('text contrast on host $host', ({ primaryColor, secondaryColor }) => {
  it.each(textPairs(tokens, primaryColor, secondaryColor))(
    '$where: $text on $background reaches 4.5:1',
    ({ text, background }) => {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});
