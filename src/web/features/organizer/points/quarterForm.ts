/**
 * The quarter form's values as the inputs hold them and their way to the shared body: "now"
 * sends no moment (the server's clock decides, at publishing or previewing), "a moment earlier"
 * sends the moment typed on the clock of the event's zone as ISO, never one to come.
 */
import { z } from 'zod';
import {
  organizerPointsMessages,
  quarterBody,
  type QuarterBody,
} from '../../../../shared/api/organizerPoints';
import { toIsoMoment, toLocalInput } from '../shared/localMoments';

export const QUARTER_MOMENTS = ['now', 'earlier'] as const;
export type QuarterMoment = (typeof QUARTER_MOMENTS)[number];

/** The moment is a wall-clock time of the event's zone; it counts only for "earlier". */
export interface QuarterFormValues {
  label: string;
  moment: QuarterMoment;
  as_of: string;
}

/** The moment a choice asks for: none for "now", else the one typed in `zone` as ISO. */
export const askedMoment = (
  values: Pick<QuarterFormValues, 'moment' | 'as_of'>,
  zone: string,
): string | undefined => (values.moment === 'now' ? undefined : toIsoMoment(values.as_of, zone));

/**
 * The shared body schema, after the moment typed in the event's `zone` became ISO, and never a
 * moment to come.
 */
export const quarterFormSchema = (zone: string): z.ZodType<QuarterBody, QuarterFormValues> =>
  z
    .custom<QuarterFormValues>()
    .transform((values): z.input<typeof quarterBody> => {
      const asOf = askedMoment(values, zone);
      return asOf === undefined ? { label: values.label } : { label: values.label, as_of: asOf };
    })
    .pipe(
      quarterBody.refine(
        (body) => body.as_of === undefined || Date.parse(body.as_of) <= Date.now(),
        { message: organizerPointsMessages.quarterInFuture, path: ['as_of'] },
      ),
    );

/** This minute on the clock of the event's zone: the latest moment the field takes. */
export const nowInZone = (zone: string): string => toLocalInput(new Date().toISOString(), zone);

/** A new form: no label, "now", and the earlier moment ready at this minute in the event's zone. */
export const blankQuarterForm = (zone: string): QuarterFormValues => ({
  label: '',
  moment: 'now',
  as_of: nowInZone(zone),
});
