import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  REVIEW_NOTE_MAX,
  sendBackBody,
  type ReviewSession,
} from '../../../../shared/api/organizerReview';
import { Button } from '../../../components/Button';
import { Sheet } from '../../../components/Sheet';
import { TextAreaField } from '../../../components/TextAreaField';
import { showToast } from '../../../lib/toast';
import { useConsoleForm } from '../shared/useConsoleForm';
import { useSendBackSession, type SendBackBody } from './api';

interface SendBackValues {
  note: string;
}

/**
 * Sends a session's crew save back: the note (required, at most 500 characters) tells the crew
 * what to check; the results still count nowhere until the crew save again and it is approved.
 */
export function SendBackSheet({
  session,
  onClose,
}: {
  session: ReviewSession;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizer');
  const sendBack = useSendBackSession();
  const schema: z.ZodType<SendBackBody, SendBackValues> = z
    .custom<SendBackValues>()
    .transform((values) => ({ score_id: session.score_id, note: values.note }))
    .pipe(sendBackBody);
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema,
    defaultValues: { note: '' },
    fields: ['note'],
    save: async (body) => {
      await sendBack.mutateAsync(body);
      showToast(t('reviewSentBack'), 'success');
      onClose();
    },
    failureLog: 'Failed to send the session back',
  });
  return (
    <Sheet
      title={t('reviewSendBackTitle', { battle: session.battle_name })}
      description={t('reviewSendBackDescription')}
      onClose={onClose}
      busy={formState.isSubmitting}
      onSubmit={onSubmit}
      actions={
        <>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('reviewSendBack')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('cancel', { ns: 'common' })}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={t('reviewNote')}
        required
        maxLength={REVIEW_NOTE_MAX}
        hint={t('reviewNoteHint')}
        error={fieldError('note')}
        {...register('note')}
      />
    </Sheet>
  );
}
