/** A moment as an SQL timestamptz value. postgres.js cannot bind a Date inside raw SQL, so
 * the moment travels as ISO text with a cast, which both engines accept. */
import { sql } from 'drizzle-orm';

export const sqlTimestamp = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
