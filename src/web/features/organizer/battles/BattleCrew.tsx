import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MailWarning, UserMinus } from 'lucide-react';
import {
  organizerBattleMessages,
  type OrganizerBattle,
  type OrganizerCrewMember,
} from '../../../../shared/api/organizerBattles';
import { Card } from '../../../components/Card';
import { EmailField } from '../../../components/EmailField';
import { showToast } from '../../../lib/toast';
import { useAssignCrew, useOrganizerCrew, useRemoveCrew } from './api';
import { crewFormSchema } from './battleFormValues';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleListSkeleton, ConsoleQuery } from '../shared/ConsoleScreen';
import { useConsoleForm } from '../shared/useConsoleForm';
import './battles.css';

/**
 * Who scores a battle: its crew by name and e-mail, an invited one pending until they choose a
 * password; add one by e-mail (an address without an account is invited), remove one.
 */
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
  // One already on the crew is said on the field; an unknown e-mail is invited by mail.
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema,
    defaultValues: { email: '' },
    fields: ['email'],
    save: async (body) => {
      const answer = await assign.mutateAsync(body);
      const invited = answer.message === organizerBattleMessages.crewInvited;
      showToast(t(invited ? 'crewInvited' : 'organizerCreated'), 'success');
    },
    resetTo: () => ({ email: '' }),
    failureLog: 'Failed to add the crew member',
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <EmailField
        label={t('crewEmail')}
        required
        maxLength={254}
        hint={t('crewEmailHint')}
        error={fieldError('email')}
        {...register('email')}
      />
      <ConsoleFormActions submitLabel={t('addCrew')} busy={formState.isSubmitting} />
    </form>
  );
}

function CrewRow({ member, battleName }: { member: OrganizerCrewMember; battleName: string }) {
  const { t } = useTranslation('organizer');
  const remove = useRemoveCrew();
  const name = member.full_name || member.email;
  return (
    <ConsoleItemRow
      name={name}
      remove={{
        removal: remove,
        id: member.id,
        question: t('deleteCrewQuestion', { name }),
        warning: t('deleteCrewWarning', { battle: battleName }),
        icon: UserMinus,
      }}
    >
      <span className="console-row__detail">
        <bdi>{member.email}</bdi>
      </span>
      {member.pending && (
        <span className="crew-row__pending">
          <MailWarning aria-hidden="true" size={16} />
          {t('invitationPending')}
        </span>
      )}
    </ConsoleItemRow>
  );
}
