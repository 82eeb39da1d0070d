import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  organizerPointsMessages,
  quarterBody,
  type QuarterBody,
} from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../lib/toast';
import { usePublishQuarter } from './api';
import { toIsoMoment, toLocalInput } from '../shared/localMoments';
import { useConsoleForm } from '../shared/useConsoleForm';

/** The form as its inputs hold it: the moment is the device's local time, without a zone. */
interface QuarterFormValues {
  label: string;
  as_of: string;
}

/** The shared body schema, after the local moment became ISO, and never a moment to come. */
const quarterFormSchema: z.ZodType<QuarterBody, QuarterFormValues> = z
  .custom<QuarterFormValues>()
  .transform((values) => ({ label: values.label, as_of: toIsoMoment(values.as_of) }))
  .pipe(
    quarterBody.refine((body) => Date.parse(body.as_of) <= Date.now(), {
      message: organizerPointsMessages.quarterInFuture,
      path: ['as_of'],
    }),
  );

/** Publishes the leaderboard as it stood at a moment, under a label; replaces a published one. */
export function QuarterForm({ replaces }: { replaces: string | null }) {
  const { t } = useTranslation('organizer');
  const publish = usePublishQuarter();
  const now = () => toLocalInput(new Date().toISOString());
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: quarterFormSchema,
    defaultValues: { label: '', as_of: now() },
    fields: ['label', 'as_of'],
    save: async (body) => {
      await publish.mutateAsync(body);
      showToast(t('quarterPublished'), 'success');
    },
    resetTo: () => ({ label: '', as_of: now() }),
    failureLog: 'Failed to publish the quarter',
  });

  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('quarterLabel')}
        required
        hint={t('quarterLabelHint')}
        error={fieldError('label')}
        {...register('label')}
      />
      <TextField
        label={t('quarterAsOf')}
        type="datetime-local"
        required
        max={now()}
        hint={t('quarterAsOfHint')}
        error={fieldError('as_of')}
        {...register('as_of')}
      />
      {replaces !== null && (
        <p className="console__lead">{t('quarterReplaces', { label: replaces })}</p>
      )}
      <Button type="submit" busy={formState.isSubmitting}>
        {t('quarterPublish')}
      </Button>
    </form>
  );
}
