/**
 * Picks black-ish or white text for a brand colour so text on it keeps WCAG AA contrast
 * whatever colour a host is branded with.
 */
const DARK_TEXT = '#002335';
const LIGHT_TEXT = '#FFFFFF';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const full = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a) ?? 0;
  const lb = relativeLuminance(b) ?? 0;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour (dark #002335 or white) with the higher contrast on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour on a brand colour: the house dark blue or white (readableTextOn), or, for
 * the few mid-tones where neither reaches AA (such as #3787AA), black or white, one of which
 * always does.
 */
export function textColorOn(background: string): string {
  const preferred = readableTextOn(background);
  if (contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF')
    ? '#000000'
    : '#FFFFFF';
}
