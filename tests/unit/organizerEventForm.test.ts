/**
 * The console's event form: what the inputs hold (local date-times, typed numbers) becomes the
 * body the server checks with the same shared rules, and the rich-text editor keeps only the
 * few tags it offers.
 */
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  eventFormSchema,
  eventFormValues,
  type EventFormValues,
} from '../../src/web/features/organizer/event/eventForm';
import { toLocalInput } from '../../src/web/features/organizer/shared/localMoments';
import { sanitizeEditorHtml } from '../../src/web/features/organizer/event/RichTextField';

const filled: EventFormValues = {
  ...eventFormValues(null),
  name: 'Beach Battle',
  date: '2030-08-01T09:30',
  end_date: '2030-08-01T18:00',
  closing_date: '2030-07-25T23:00',
  max_players: 6,
};

describe('the console event form', () => {
  it('sends the typed local moments as the same instants in UTC', () => {
    const parsed = eventFormSchema.safeParse(filled);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.date).toBe(dayjs('2030-08-01T09:30').toISOString());
    expect(toLocalInput(parsed.data!.date)).toBe('2030-08-01T09:30');
  });

  it('leaves cheering closed when its window is left empty', () => {
    const parsed = eventFormSchema.parse(filled);
    expect(parsed.cheers_start_time).toBeNull();
    expect(parsed.cheers_end_time).toBeNull();
  });

  it('puts the message of a date in the wrong order on the end field', () => {
    const parsed = eventFormSchema.safeParse({ ...filled, end_date: '2030-08-01T08:00' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toMatchObject([{ path: ['end_date'], message: 'endBeforeStart' }]);
  });

  it('asks for a date that was left empty and a number that was not typed', () => {
    const parsed = eventFormSchema.safeParse({ ...filled, date: '', max_players: Number.NaN });
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['date', 'max_players']));
  });

  it('keeps bold, italic and lists from the editor and drops scripts, styles and handlers', () => {
    expect(
      sanitizeEditorHtml(
        '<p style="color:red" onclick="x()">Hi <strong>all</strong><script>alert(1)</script></p><ul><li><em>a</em></li></ul><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Hi <strong>all</strong></p><ul><li><em>a</em></li></ul>');
  });

  it('puts text typed outside a paragraph into one, so a bold word stays in its sentence', () => {
    expect(
      sanitizeEditorHtml('Bring <strong>sunscreen</strong> for the relay.<ul><li>a</li></ul>tail'),
    ).toBe('<p>Bring <strong>sunscreen</strong> for the relay.</p><ul><li>a</li></ul><p>tail</p>');
  });
});
