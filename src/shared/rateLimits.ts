/**
 * The rate limits routes declare in their contracts. Counted in the database, so every app
 * process shares them; per-address limits are generous because a venue shares one address.
 * The reasons are in docs/decisions.md.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
  /** The 429's message key when it is not the general `tooManyRequests`. */
  message?: string;
}

const minutes = (n: number) => n * 60_000;

export const RATE_LIMITS = {
  /** Every sign-in attempt from one address. */
  loginPerIp: { max: 100, windowMs: minutes(15) },
  /** Wrong passwords for one account from one address: the tight limit against a guesser. */
  loginFailuresPerEmailAndIp: { max: 10, windowMs: minutes(15) },
  /**
   * Wrong passwords for one account from anywhere: guessing spread over many addresses. Once
   * spent it refuses only addresses that already failed for the account, so its owner still gets
   * in from an address of their own.
   */
  loginFailuresPerEmail: { max: 50, windowMs: minutes(60) },
  registerPerIp: { max: 20, windowMs: minutes(60) },
  forgotPerIp: { max: 10, windowMs: minutes(60) },
  resendPerIp: { max: 10, windowMs: minutes(60) },
  /** Following mailed links (confirm, reset): a person needs a few, a token guesser many. */
  linkPerIp: { max: 30, windowMs: minutes(15) },
  /**
   * Calendar feed fetches: a phone polls its subscription about hourly, and a venue's phones
   * (or a calendar service's fetchers) share one address, so the limit only stops a flood.
   */
  calendarPerIp: { max: 600, windowMs: minutes(15) },
  /**
   * Invitation mails company admins send (new employees, new set-password links): a company's
   * whole onboarding fits in an hour, a flood of mails does not.
   */
  invitationsPerIp: { max: 100, windowMs: minutes(60) },
  /** Invite links made: a team shares a few; thousands would only fill the table. */
  inviteLinksPerIp: { max: 120, windowMs: minutes(60) },
  /** Invitations to one address: a few retries, never a full mailbox. */
  invitationsPerEmail: { max: 5, windowMs: minutes(60) },
  /** Pictures one person uploads: a few retries of a profile, team or company picture. */
  uploadsPerUser: { max: 10, windowMs: minutes(1), message: 'tooManyUploads' },
  /** Push subscriptions saved or removed by one person: switches turned, devices signed out. */
  pushChangesPerUser: { max: 60, windowMs: minutes(10) },
  /** Test notifications one person asks for: a few tries while setting a phone up. */
  pushTestsPerUser: { max: 5, windowMs: minutes(10), message: 'tooManyPushTests' },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
