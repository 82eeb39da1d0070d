/**
 * axe-core on the screen a test is looking at, against WCAG 2.0 and 2.1 levels A and AA, plus
 * the rules below that axe tags experimental (so the WCAG tags alone leave them off) but
 * Lighthouse runs. A serious or critical violation fails the test (softly, so one run lists
 * every screen's problems) with the rule, its impact and the failing elements; minor and
 * moderate ones do not.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * label-content-name-mismatch: a control's accessible name contains its visible text (WCAG
 * 2.5.3 Label in Name), so a speech-input user can say what they see (issue 39: the bottom
 * navigation's bell, named "Notifications" while it showed the unread count).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
    return `    ${node.target.join(' ')}\n      ${summary}`;
  });
  return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
}

/** Runs axe on the page as it is now; `name` says which screen in the failure message. */
export async function expectNoSeriousA11yViolations(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({
      // withTags and withRules each replace the other's choice: both through the options.
      runOnly: { type: 'tag', values: WCAG_AA_TAGS },
      rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const report = failing.map(describeViolation).join('\n');
  expect
    .soft(
      failing.map((v) => v.id),
      `axe on ${name} (${page.url()}):\n${report}`,
    )
    .toEqual([]);
}
