import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import type { CheersResponse } from '../../../shared/api/cheers';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { CardGrid } from '../../components/CardGrid';
import { CountHeading } from '../../components/CountHeading';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { useSelectionId } from '../../lib/useSelectionId';
import { useCheers } from './api';
import { CheerRow } from './CheerRow';
import { CheersSkeleton } from './CheersSkeleton';
import './cheers.css';

/**
 * /cheers (product.md §2): who cheered the team chosen on another screen (otherTeamId, else the
 * user's own): picture, name and message, newest first, with the count. Empty: noVotesYet with
 * a link back to the team.
 */
export default function CheersScreen() {
  const { t } = useTranslation();
  const teamId = useSelectionId('otherTeamId');
  const cheers = useCheers(teamId);

  return (
    <section className="screen cheers">
      <BackLink to="/team" label={t('back')} />
      <QueryView
        query={cheers}
        loading={<CheersSkeleton />}
        notFound={<EmptyState message={t('teamNotFound')} />}
      >
        {(data) => <CheersList data={data} />}
      </QueryView>
    </section>
  );
}

function CheersList({ data }: { data: CheersResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="cheers-heading">
        <CountHeading title={t('cheers')} count={data.cheer_count} />
        <p className="cheers-heading__team" dir="auto">
          {data.team_name}
        </p>
      </div>
      {data.cheers.length === 0 ? (
        <EmptyState
          message={t('noVotesYet')}
          icon={<HeartHandshake aria-hidden="true" size={40} />}
        >
          <ButtonLink to="/team" variant="secondary">
            {t('backToTeam')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <CardGrid
          columns={1}
          items={data.cheers}
          itemKey={(cheer) => cheer.user_id}
          itemHeight={88}
          label={t('cheersFrom', { team: data.team_name })}
          renderItem={(cheer) => <CheerRow cheer={cheer} />}
        />
      )}
    </>
  );
}
