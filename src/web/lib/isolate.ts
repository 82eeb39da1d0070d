/** A name inside a translated sentence keeps its own direction (Unicode first-strong isolate). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
