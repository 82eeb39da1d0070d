// The module under test must run before zod loads, as in main.tsx: imported first.
import '../../src/web/lib/zodJitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('runs without compiling parsers, so it never tries eval under the page CSP', () => {
    expect(z.config().jitless).toBe(true);
    // Parsing still works, and still refuses what it should.
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
  });
});
