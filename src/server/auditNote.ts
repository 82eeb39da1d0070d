/**
 * What a console write tells the audit log. Each area's organize* module returns these notes
 * with its answer; organizer/organize.ts writes them in the write's transaction, so the areas
 * need no part of the organizer console.
 */

/** One line of the audit log: what was done to which thing, in words an organizer reads. */
export interface AuditNote {
  /** `create`, `update`, `delete`, `import`, `publish`, `withdraw`, `assign`, `announce`, … */
  action: string;
  /** `event`, `house`, `company`, `team`, `battle`, `session`, `award`, … */
  entity: string;
  entityId: number | null;
  summary: string;
}

/** A console write's answer with its audit notes. */
export interface Organized<T> {
  answer: T;
  audit: AuditNote | readonly AuditNote[];
  /** The event changed, when it is not the chosen one (a new event). */
  eventId?: number;
  /** The events changed, when the change is several events' (a host's branding). */
  eventIds?: readonly number[];
}
