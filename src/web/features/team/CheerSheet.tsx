import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { TEXT_MAX } from '../../../shared/validation';
import { Button } from '../../components/Button';
import { Sheet } from '../../components/Sheet';
import { TextField } from '../../components/TextField';
import { apiErrorText } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useCheer } from './api';
import { isolate } from '../../lib/isolate';

/**
 * The cheer form (product.md §4 Cheer): an optional message of at most 50 characters, then the cheer.
 * Success closes the sheet and the refetched team shows the cheered state; a failure toasts the
 * server's reason, else somethingWentWrong (product.md §8), and keeps the message for another try.
 */
export function CheerSheet({ team, onClose }: { team: TeamResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const cheer = useCheer();
  const [comment, setComment] = useState('');

  // mutateAsync, not mutate: the refetched team shows the cheered state in place of this sheet,
  // which may unmount it before the answer's own callbacks would run.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const answer = await cheer.mutateAsync({ teamId: team.id, comment: comment.trim() });
      const key = i18n.exists(answer.message) ? (answer.message as CommonKey) : 'cheerSaved';
      showToast(t(key), 'success');
      onClose();
    } catch (error) {
      console.error('Failed to cheer team', error);
      showToast(apiErrorText(error), 'error');
    }
  }

  return (
    <Sheet
      title={t('cheerSheetTitle', { name: isolate(team.name) })}
      closeLabel={t('close')}
      onClose={onClose}
      busy={cheer.isPending}
      onSubmit={(event) => void onSubmit(event)}
      actions={
        <>
          <Button type="submit" busy={cheer.isPending}>
            <Heart aria-hidden="true" size={20} />
            {t('cheerSend')}
          </Button>
          <Button variant="secondary" disabled={cheer.isPending} onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('cheerMessage')}
        maxLength={TEXT_MAX}
        showCount={false}
        autoComplete="off"
        dir="auto"
        hint={t('cheerMessageHint', { used: comment.length, max: TEXT_MAX })}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Sheet>
  );
}
