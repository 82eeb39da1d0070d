import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Megaphone } from 'lucide-react';
import { z } from 'zod';
import {
  announcementBody,
  type AnnouncementBody,
} from '../../../../shared/api/organizerAnnouncements';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmSheet } from '../../../components/ConfirmSheet';
import { EmptyState } from '../../../components/EmptyState';
import { Notice } from '../../../components/Notice';
import { SelectField } from '../../../components/SelectField';
import { showToast } from '../../../lib/toast';
import { useAnnounceChallenge, useEventBattles } from './api';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { consoleFailure } from '../shared/messages';

type AnnouncementInput = z.input<typeof announcementBody>;

interface Announced {
  name: string;
  recipients: number;
}

/**
 * /organizer/announcements: tells everyone taking part in the event about one of its challenges
 * (a notification each: its teams' players, and the supporters, crew and contact persons who
 * entered it), after a confirmation; the answer says how many people were told.
 */
export default function AnnouncementsScreen() {
  const { t } = useTranslation('organizer');
  const battles = useEventBattles();
  const announce = useAnnounceChallenge();
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);
  const [announced, setAnnounced] = useState<Announced | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnnouncementInput, unknown, AnnouncementBody>({
    resolver: zodResolver(announcementBody),
  });

  const confirm = () => {
    if (!asking) return;
    announce.mutate(asking.id, {
      onSuccess: ({ recipients }) => {
        setAnnounced({ name: asking.name, recipients });
        showToast(t('announcedTo', { count: recipients }), 'success');
      },
      onError: (failure) => {
        console.error('Failed to announce the challenge', failure);
        showToast(consoleFailure(failure), 'error');
      },
      onSettled: () => setAsking(null),
    });
  };

  return (
    <ConsoleScreen titleKey="sectionAnnouncements">
      <p className="console__lead">{t('announcementsLead')}</p>
      {announced && (
        <Notice kind="success" role="status" title={t('announcedTitle', { name: announced.name })}>
          <p>{t('announcedTo', { count: announced.recipients })}</p>
        </Notice>
      )}
      <ConsoleQuery query={battles} loading={<ConsoleListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              message={t('noChallengesToAnnounce')}
              icon={<Megaphone aria-hidden="true" size={40} />}
            />
          ) : (
            <Card>
              <form
                className="console-form console-form--inline"
                noValidate
                onSubmit={handleSubmit(({ battle_id }) =>
                  setAsking({
                    id: battle_id,
                    name: list.find((battle) => battle.id === battle_id)?.name ?? '',
                  }),
                )}
              >
                <SelectField
                  label={t('announceChallenge')}
                  required
                  defaultValue=""
                  error={errors.battle_id && t('chooseChallenge')}
                  {...register('battle_id', {
                    setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
                  })}
                >
                  <option value="" disabled>
                    {t('chooseOne')}
                  </option>
                  {list.map((battle) => (
                    <option key={battle.id} value={battle.id}>
                      {battle.name}
                    </option>
                  ))}
                </SelectField>
                <p className="console-note">{t('announceWho')}</p>
                <div className="console-form__actions">
                  <Button type="submit">
                    <Megaphone aria-hidden="true" size={20} />
                    {t('announce')}
                  </Button>
                </div>
              </form>
            </Card>
          )
        }
      </ConsoleQuery>
      {asking && (
        <ConfirmSheet
          title={t('announceQuestion', { name: asking.name })}
          confirmLabel={t('announce')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={announce.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={confirm}
        >
          {t('announceWarning')}
        </ConfirmSheet>
      )}
    </ConsoleScreen>
  );
}
