import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  organizerPointsMessages,
  quarterBody,
  type QuarterBody,
} from '../../../shared/api/organizerPoints';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { usePublishQuarter } from './apiPoints';
import { consoleFailure, consoleMessage } from './messages';
import { toLocalInput } from './eventForm';

/** The form as its inputs hold it: the moment is the device's local time, without a zone. */
interface QuarterFormValues {
  label: string;
  as_of: string;
}

const toIso = (local: string): string => {
  const parsed = dayjs(local);
  return local && parsed.isValid() ? parsed.toISOString() : local;
};

/** The shared body schema, after the local moment became ISO, and never a moment to come. */
const quarterFormSchema: z.ZodType<QuarterBody, QuarterFormValues> = z
  .custom<QuarterFormValues>()
  .transform((values) => ({ label: values.label, as_of: toIso(values.as_of) }))
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuarterFormValues, unknown, QuarterBody>({
    resolver: zodResolver(quarterFormSchema),
    defaultValues: { label: '', as_of: now() },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await publish.mutateAsync(body);
      reset({ label: '', as_of: now() });
      showToast(t('quarterPublished'), 'success');
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, ['label', 'as_of'])) {
        console.error('Failed to publish the quarter', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('quarterLabel')}
        required
        hint={t('quarterLabelHint')}
        error={consoleMessage(errors.label?.message)}
        {...register('label')}
      />
      <TextField
        label={t('quarterAsOf')}
        type="datetime-local"
        required
        max={now()}
        hint={t('quarterAsOfHint')}
        error={consoleMessage(errors.as_of?.message)}
        {...register('as_of')}
      />
      {replaces !== null && (
        <p className="console__lead">{t('quarterReplaces', { label: replaces })}</p>
      )}
      <Button type="submit" busy={isSubmitting}>
        {t('quarterPublish')}
      </Button>
    </form>
  );
}
