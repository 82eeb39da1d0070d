/**
 * A country's flag from country-flag-icons: each SVG is its own small file in the build, and
 * this module holds only their addresses, so a profile downloads the one flag it shows.
 */
const FLAG_DIR = '/node_modules/country-flag-icons/3x2/';
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});

export function flagUrl(code: string): string | null {
  return /^[A-Z]{2}$/.test(code) ? (FLAG_URLS[`${FLAG_DIR}${code}.svg`] ?? null) : null;
}

/** A 3:2 flag; decoration, since the country's name is written beside it. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const url = flagUrl(code);
  if (!url) return null;
  return <img src={url} alt="" width={30} height={20} className={className} />;
}
