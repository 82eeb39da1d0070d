/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that once, as each
 * object schema is built. The page's content security policy forbids eval, so the probe is
 * refused and the browser logs the refusal. The app's schemas are small: zod's plain parser is
 * fast enough, and no probe is made.
 *
 * This is `z.config({ jitless: true })` made before zod loads: zod keeps its configuration in
 * `globalThis.__zod_globalConfig` (so that every copy of zod on a page shares it) and starts
 * from what it finds there. Importing zod here instead would pull zod into the start-up script
 * (11 kB); it loads with the first screen that needs it. Imported first by main.tsx.
 * tests/unit/zodJitless.test.ts checks that zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
