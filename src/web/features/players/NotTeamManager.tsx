import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../components/ButtonLink';
import { EmptyState } from '../../components/EmptyState';

/** A 403 on /players or /add-players: the viewer neither plays in the team nor runs its company. */
export function NotTeamManager({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState message={message} icon={<ShieldAlert aria-hidden="true" size={40} />}>
      <ButtonLink to="/team" variant="secondary">
        {t('backToTeam')}
      </ButtonLink>
    </EmptyState>
  );
}
