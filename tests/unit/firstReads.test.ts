import { describe, expect, it } from 'vitest';
import { FIRST_READS, takesNoInput } from '../../src/shared/firstReads';
import { ALL_ROUTES } from '../../src/shared/api/routes';
import { SCREEN_ROUTES } from '../../src/web/app/routes';

describe('first reads a page starts', () => {
  it('lists only reads that take no input, so a preload can never answer for other ids', () => {
    for (const [screen, reads] of Object.entries(FIRST_READS)) {
      for (const read of reads) {
        expect(takesNoInput(read), `${screen}: ${read.method} ${read.path}`).toBe(true);
        expect(ALL_ROUTES, `${read.path} is a registered contract`).toContain(read);
      }
    }
  });

  it("names screens of the app's router", () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    for (const screen of Object.keys(FIRST_READS)) expect(paths).toContain(screen);
  });
});
