/**
 * The console's quarter form: "Now" sends no moment (the server's clock decides), "A moment
 * earlier" sends the typed local moment as the same instant in UTC, and a moment to come is
 * refused on its field.
 */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  askedMoment,
  blankQuarterForm,
  quarterFormSchema,
} from '../../src/web/features/organizer/points/quarterForm';

describe('the quarter form', () => {
  it('starts at "now" and sends no moment for it', () => {
    const values = { ...blankQuarterForm(), label: 'Q3', as_of: '2020-01-01T10:00' };
    expect(values.moment).toBe('now');
    expect(askedMoment(values)).toBeUndefined();
    expect(quarterFormSchema.parse(values)).toEqual({ label: 'Q3' });
  });

  it('sends a moment earlier as the same instant in UTC', () => {
    const values = { label: 'Q3', moment: 'earlier' as const, as_of: '2020-01-01T10:00' };
    expect(quarterFormSchema.parse(values).as_of).toBe(dayjs('2020-01-01T10:00').toISOString());
  });

  it('refuses a moment to come and an empty one on the moment field', () => {
    const future = dayjs().add(1, 'day').format('YYYY-MM-DDTHH:mm');
    const refused = quarterFormSchema.safeParse({ label: 'Q3', moment: 'earlier', as_of: future });
    expect(refused.error?.issues).toMatchObject([{ path: ['as_of'], message: 'quarterInFuture' }]);
    const empty = quarterFormSchema.safeParse({ label: 'Q3', moment: 'earlier', as_of: '' });
    expect(empty.error?.issues[0]?.path).toEqual(['as_of']);
  });

  it('asks for a label', () => {
    const parsed = quarterFormSchema.safeParse({ ...blankQuarterForm(), label: '  ' });
    expect(parsed.error?.issues[0]?.path).toEqual(['label']);
  });
});
