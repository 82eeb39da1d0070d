/**
 * Ids sent by a client: a positive integer that fits the database's integer (int4) columns.
 * Strict on purpose: in a header or query string only decimal digits (no sign, spaces, `0x`,
 * `1e3` or fractions); in a JSON body only a JSON integer (never `true`, `"5"` or `[5]`).
 */
import { z } from 'zod';

export const ID_MAX = 2_147_483_647;
const INVALID_ID = 'invalidId';

/** An id in a JSON body. */
export const idBody = z
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(ID_MAX, INVALID_ID);

/** The digits of an id in a header or query string (then at most ID_MAX). */
export const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** An id written as digits in a header or query string. */
export const idText = z
  .string({ error: INVALID_ID })
  .regex(ID_TEXT, INVALID_ID)
  .transform(Number)
  .pipe(z.number().max(ID_MAX, INVALID_ID));

/** A small count written as digits in a query string (for example `limit`). */
export const countText = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, 'invalidNumber')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
