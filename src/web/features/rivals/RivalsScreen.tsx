import { useTranslation } from 'react-i18next';
import { Search, Swords } from 'lucide-react';
import type { RivalsResponse } from '../../../shared/api/rivals';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { CountPill } from '../../components/CountPill';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { useSelectionId } from '../../lib/useSelectionId';
import { useRivals } from './api';
import { RivalList } from './RivalList';
import { RivalsSkeleton } from './RivalsSkeleton';
import './rivals.css';

/**
 * /rivals (product.md §2): the teams a team challenged, as a count out of the event's maximum, and
 * the teams that challenged it. The team is the rivalsId chosen on the team page, else the
 * user's own (product.md §10). A player on their own team with at least one rival is offered
 * to find a team to challenge (/teams). Each rival opens /team. Empty: noRivalsYet.
 */
export default function RivalsScreen() {
  const { t } = useTranslation();
  const rivalsId = useSelectionId('rivalsId');
  const rivals = useRivals(rivalsId);

  return (
    <section className="screen rivals">
      <BackLink to="/team" label={t('back')} />
      <QueryView
        query={rivals}
        loading={<RivalsSkeleton />}
        notFound={<EmptyState message={t('teamNotFound')} />}
      >
        {(data) => <RivalsPage data={data} />}
      </QueryView>
    </section>
  );
}

function RivalsPage({ data }: { data: RivalsResponse }) {
  const { t } = useTranslation();
  const rivalCount = data.challenged.length + data.challengers.length;
  const canLookForMore = data.role === 'player' && data.is_own_team && rivalCount > 0;
  const challenged = data.challenged.length;
  const max = data.max_challenge_others;

  return (
    <>
      <div className="rivals-heading">
        <h1>{t('rivals')}</h1>
        <p className="rivals-heading__team" dir="auto">
          {data.team_name}
        </p>
      </div>
      {rivalCount === 0 ? (
        <EmptyState message={t('noRivalsYet')} icon={<Swords aria-hidden="true" size={40} />} />
      ) : (
        <>
          <section className="rivals-section" aria-labelledby="rivals-challenged">
            <h2 id="rivals-challenged" className="rivals-section__title">
              <span>{t('rivalsChallenged')}</span>{' '}
              <CountPill>
                <span aria-hidden="true">
                  {challenged}/{max}
                </span>
                <span className="visually-hidden">{t('outOf', { count: challenged, max })}</span>
              </CountPill>
            </h2>
            <RivalList
              rivals={data.challenged}
              labelledBy="rivals-challenged"
              emptyText={t('rivalsNoneChallenged')}
            />
            {canLookForMore && (
              <ButtonLink to="/teams">
                <Search aria-hidden="true" size={20} />
                {t('findTeamToChallenge')}
              </ButtonLink>
            )}
          </section>
          <section className="rivals-section" aria-labelledby="rivals-challengers">
            <h2 id="rivals-challengers" className="rivals-section__title">
              <span>{t('rivalsChallengers')}</span> <CountPill>{data.challengers.length}</CountPill>
            </h2>
            <RivalList
              rivals={data.challengers}
              labelledBy="rivals-challengers"
              emptyText={t('rivalsNoChallengers')}
            />
          </section>
        </>
      )}
    </>
  );
}
