/**
 * The quarter form's values as the inputs hold them and their way to the shared body: "now"
 * sends no moment (the server's clock decides, at publishing or previewing), "a moment earlier"
 * sends the typed local moment as ISO, never one to come.
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

/** The moment is the device's local time, without a zone; it counts only for "earlier". */
export interface QuarterFormValues {
  label: string;
  moment: QuarterMoment;
  as_of: string;
}

/** The moment a choice asks for: none for "now", else the typed one as ISO. */
export const askedMoment = (values: Pick<QuarterFormValues, 'moment' | 'as_of'>) =>
  values.moment === 'now' ? undefined : toIsoMoment(values.as_of);

/** The shared body schema, after the local moment became ISO, and never a moment to come. */
export const quarterFormSchema: z.ZodType<QuarterBody, QuarterFormValues> = z
  .custom<QuarterFormValues>()
  .transform((values): z.input<typeof quarterBody> => {
    const asOf = askedMoment(values);
    return asOf === undefined ? { label: values.label } : { label: values.label, as_of: asOf };
  })
  .pipe(
    quarterBody.refine((body) => body.as_of === undefined || Date.parse(body.as_of) <= Date.now(), {
      message: organizerPointsMessages.quarterInFuture,
      path: ['as_of'],
    }),
  );

/** A new form: no label, "now", and the earlier moment ready at this minute. */
export const blankQuarterForm = (): QuarterFormValues => ({
  label: '',
  moment: 'now',
  as_of: toLocalInput(new Date().toISOString()),
});
