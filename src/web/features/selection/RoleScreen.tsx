import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import type { EventRole } from '../../../shared/roles';
import { afterRoleChoice } from '../../../shared/selectionSteps';
import { Button } from '../../components/Button';
import { ChoiceCard } from '../../components/ChoiceCard';
import { EmptyState } from '../../components/EmptyState';
import { useSignOut } from '../access/api';
import { useChooseRole, useRoles } from './api';
import { ChoiceList } from './ChoiceList';
import { nextScreen } from './nextScreen';
import { ROLE_APPEARANCE } from './roleAppearance';
import { SelectionLayout } from './SelectionLayout';

/**
 * /role: a card per role, each with its own colour and icon (organizer only for those who
 * organize an event), and sign-out. A failed choice is only logged (product.md §8).
 */
export default function RoleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useRoles();
  const choose = useChooseRole();
  const signOut = useSignOut();

  const onChoose = (role: EventRole) => {
    if (choose.isPending) return;
    choose.mutate(role, {
      onSuccess: (answer) => void navigate(nextScreen(answer.redirect, afterRoleChoice(role))),
      onError: (error) => console.error('Failed to select role', error),
    });
  };

  return (
    <SelectionLayout
      title={t('chooseRole')}
      subtitle={t('chooseRoleSubtitle')}
      footer={
        <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          {!signOut.isPending && <LogOut className="flip-in-rtl" aria-hidden="true" size={20} />}
          {t('signOut')}
        </Button>
      }
    >
      <ChoiceList
        query={roles}
        items={roles.data?.roles}
        empty={<EmptyState message={t('somethingWentWrong')} />}
        itemKey={(role) => role}
        skeletonHeight={72}
        renderItem={(role) => {
          const { icon: Icon, color, nameKey, descriptionKey } = ROLE_APPEARANCE[role];
          return (
            <ChoiceCard
              title={t(nameKey)}
              details={t(descriptionKey)}
              accent={color}
              media={
                <span className="choice-card__icon-tile">
                  <Icon aria-hidden="true" size={24} />
                </span>
              }
              busy={choose.isPending && choose.variables === role}
              disabled={choose.isPending || signOut.isPending}
              onChoose={() => onChoose(role)}
            />
          );
        }}
      />
    </SelectionLayout>
  );
}
