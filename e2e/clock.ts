/**
 * The one instant the whole e2e run happens at: the server's clock starts here
 * (APP_CLOCK_START, set in playwright.config.ts) and so does every page's (e2e/test.ts), so the
 * demo schedule, countdowns and the ongoing session read the same in every run. Noon UTC on a
 * Monday: the live event's sessions fill the day from 06:30, four of them over, one running
 * since 11:40 and three still to come; the upcoming event starts in nine days, 20 hours.
 */
export const E2E_CLOCK_START = '2026-11-23T12:00:00.000Z';
