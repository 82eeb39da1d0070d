/**
 * What every kind of CSV import shares: who imports into which event (ImportContext), what the
 * import did (ImportOutcome), and the invitation each new account gets once.
 */
import type { EventScope } from '../../auth/eventScope';
import type { Invitation } from '../employees/invitation';

/** Who imports, into which event, and what the new accounts of the file get. */
export interface ImportContext {
  scope: EventScope;
  /** The language of a new account: the organizer's. */
  language: string;
  now: Date;
  /** Addresses (lowercased) that had no account before the import. */
  newEmails: ReadonlySet<string>;
  /** The one unusable password hash of the file's new accounts; undefined when none is new. */
  newPasswordHash: string | undefined;
}

/** What an import did, and what its caller sends and publishes once it has committed. */
export interface ImportOutcome {
  created: number;
  updated: number;
  /** Companies of earlier events added to this one. */
  reused: number;
  /** Set-password mails of the accounts the import made. */
  invitations: Invitation[];
  /** Companies with new staff. */
  staffChanged: Set<number>;
  /** Users whose notification lists grew. */
  told: Set<number>;
}

/** One import as the importer of each kind carries it through the rows. */
export interface Importer {
  ctx: ImportContext;
  out: ImportOutcome;
  /** Addresses whose invitation is on its way already. */
  invited: Set<string>;
}

/**
 * A new account made by this import gets its invitation once, whatever rows name it, about the
 * import's event (so the event's mail log lists it).
 */
export function inviteIfNew(importer: Importer, email: string, invitation: Invitation) {
  if (!importer.ctx.newEmails.has(email) || importer.invited.has(email)) return;
  importer.invited.add(email);
  importer.out.invitations.push({ ...invitation, eventId: importer.ctx.scope.eventId });
}

export const byName = <T extends { name: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.name, row]));
