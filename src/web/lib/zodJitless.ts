/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that by trying
 * it once. The page's content security policy forbids eval, so the probe is refused and the
 * browser logs the refusal. The app's schemas are small: zod's plain parser is fast enough, and
 * no probe is made. Imported first by main.tsx, before any module builds a schema (zod decides
 * when a schema is built).
 */
import { z } from 'zod';

z.config({ jitless: true });
