/** An id sent by a client: a positive integer that fits the database's integer columns. */
import { z } from 'zod';

export const idInput = z.coerce.number().int().positive().max(2_147_483_647);
