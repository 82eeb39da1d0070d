import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserMinus } from 'lucide-react';
import type {
  CrewBody,
  OrganizerBattle,
  OrganizerCrewMember,
} from '../../../shared/api/organizerBattles';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { EmailField } from '../../components/EmailField';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { useAssignCrew, useOrganizerCrew, useRemoveCrew } from './apiBattles';
import { crewFormSchema, type CrewFormValues } from './battleFormValues';
import { ConsoleListSkeleton, ConsoleQuery } from './ConsoleScreen';
import { consoleFailure, consoleMessage } from './messages';
import './organizerBattles.css';

/** Who scores a battle: its crew by name and e-mail; add one by e-mail, remove one. */
export function BattleCrew({ battle }: { battle: OrganizerBattle }) {
  const { t } = useTranslation('organizer');
  const crew = useOrganizerCrew();
  return (
    <Card>
      <h2 className="console-form__group">{t('crewTitle')}</h2>
      <ConsoleQuery query={crew} loading={<ConsoleListSkeleton />}>
        {(all) => {
          const own = all.filter((member) => member.battle_id === battle.id);
          return own.length === 0 ? (
            <p className="console__lead">{t('noCrewYet')}</p>
          ) : (
            <ul className="console-list battle-part__list" aria-label={t('crewTitle')}>
              {own.map((member) => (
                <CrewRow key={member.id} member={member} battleName={battle.name} />
              ))}
            </ul>
          );
        }}
      </ConsoleQuery>
      <h3 className="battle-part__subtitle">{t('addCrew')}</h3>
      <CrewForm battleId={battle.id} />
    </Card>
  );
}

function CrewForm({ battleId }: { battleId: number }) {
  const { t } = useTranslation('organizer');
  const assign = useAssignCrew();
  const schema = useMemo(() => crewFormSchema(battleId), [battleId]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CrewFormValues, unknown, CrewBody>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await assign.mutateAsync(body);
      showToast(t('organizerCreated'), 'success');
      reset({ email: '' });
    } catch (failure) {
      // An unknown e-mail or one already on the crew is said on the field.
      if (!applyServerFieldErrors(failure, setError, ['email'])) {
        console.error('Failed to add the crew member', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <EmailField
        label={t('crewEmail')}
        required
        maxLength={254}
        hint={t('crewEmailHint')}
        error={consoleMessage(errors.email?.message)}
        {...register('email')}
      />
      <div className="console-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('addCrew')}
        </Button>
      </div>
    </form>
  );
}

function CrewRow({ member, battleName }: { member: OrganizerCrewMember; battleName: string }) {
  const { t } = useTranslation('organizer');
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveCrew();
  const name = member.full_name || member.email;
  return (
    <li className="console-list__item console-row">
      <span className="console-row__text">
        <span className="console-row__title">
          <bdi>{name}</bdi>
        </span>
        <span className="console-row__detail">
          <bdi>{member.email}</bdi>
        </span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('deleteItem', { name })}
        onClick={() => setConfirming(true)}
      >
        <UserMinus aria-hidden="true" size={20} />
      </button>
      {confirming && (
        <ConfirmSheet
          title={t('deleteCrewQuestion', { name })}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(member.id, {
              onSuccess: () => showToast(t('organizerDeleted'), 'success'),
              onError: (failure) => showToast(consoleFailure(failure), 'error'),
              onSettled: () => setConfirming(false),
            })
          }
        >
          {t('deleteCrewWarning', { battle: battleName })}
        </ConfirmSheet>
      )}
    </li>
  );
}
