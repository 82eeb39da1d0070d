/**
 * A company's name as two people typing it mean the same company: spaces at the ends dropped,
 * runs of inner spaces made one, lower case. "Nordlicht  Energy " and "nordlicht energy" are
 * one company; the server refuses a second one (409 `companyExists`) and the console's form
 * offers the existing one instead.
 */
export function companyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True when two typed names mean the same company (see `companyNameKey`). */
export function sameCompanyName(a: string, b: string): boolean {
  return companyNameKey(a) === companyNameKey(b);
}
