/**
 * The `test` and `expect` every spec imports: Playwright's, with each browser context's clock
 * installed at E2E_CLOCK_START, the instant the server's clock starts at. Installed, not fixed:
 * time flows on from there in real time, so countdowns tick and timers fire as for a person.
 */
import { test as base } from '@playwright/test';
import { E2E_CLOCK_START } from './clock';

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: E2E_CLOCK_START });
    await use(context);
  },
});

export { expect } from '@playwright/test';
