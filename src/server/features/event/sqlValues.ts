/**
 * Turning values that come back from raw SQL into the API's forms: moments inside json_agg
 * arrive as text in the session's time zone (and differ between engines), JSON arrives parsed
 * or as text depending on the driver.
 */
export const isoMoment = (value: Date | string): string => new Date(value).toISOString();

export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
