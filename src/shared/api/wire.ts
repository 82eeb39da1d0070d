/**
 * The building blocks of answers on the wire: ids are integers, moments ISO 8601 text in UTC,
 * texts plain strings (nullable where a column may be empty).
 */
import { z } from 'zod';

export const id = z.number().int();
export const moment = z.iso.datetime();
export const text = z.string();
export const optionalText = z.string().nullable();
export const count = z.number().int();

/** The answer of a write that only confirms: a stable message key the web app translates. */
export const messageResponse = z.object({ message: z.string() });
