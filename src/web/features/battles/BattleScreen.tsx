import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Swords, Users } from 'lucide-react';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Img } from '../../components/Img';
import { JokerBadge } from '../../components/JokerBadge';
import { QueryView } from '../../components/QueryView';
import { Skeleton } from '../../components/Skeleton';
import { useSelectionId } from '../../lib/useSelectionId';
import { useBattle } from './api';
import { BattleRatings } from './BattleRatings';
import { TeamJokerCard } from './TeamJokerCard';
import { WaterIndicator } from './WaterIndicator';
import './battles.css';

/**
 * /battle: the challenge chosen on another screen (selectedBattleId): photo, name, joker mark,
 * water indicator, description and the four ratings. A player also sees the team's joker,
 * linked to its own challenge, and may choose this one when the server allows it.
 */
export default function BattleScreen() {
  const { t } = useTranslation();
  const battleId = useSelectionId('selectedBattleId');
  const battle = useBattle(battleId);

  // Opening the current joker from here stays on /battle: start the new challenge at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [battleId]);

  const notFound = (
    <EmptyState
      message={battleId === null ? t('noBattleSelected') : t('battleNotFound')}
      icon={<Swords aria-hidden="true" size={40} />}
    >
      <ButtonLink to="/battles" variant="secondary">
        {t('battles')}
      </ButtonLink>
    </EmptyState>
  );

  return (
    <section className="screen">
      <BackLink to="/battles" label={t('back')} />
      {battleId === null ? (
        notFound
      ) : (
        <QueryView query={battle} loading={<BattleSkeleton />} notFound={notFound}>
          {(challenge) => (
            <>
              <Img
                src={challenge.photo_url}
                alt=""
                fallback="battle"
                width={358}
                height={224}
                loading="eager"
                className="battle-hero"
              />
              <header className="battle-heading">
                <h1 dir="auto">{challenge.name}</h1>
                <div className="chip-row">
                  {challenge.is_joker && (
                    <JokerBadge variant={challenge.is_team_joker ? 'chosen' : 'eligible'} />
                  )}
                  <WaterIndicator isWater={challenge.is_water} />
                  <span className="chip tabular-nums">
                    <Users aria-hidden="true" size={16} />
                    <span>{t('teamCount', { count: challenge.team_count })}</span>
                  </span>
                </div>
              </header>
              {challenge.role === 'player' && <TeamJokerCard battle={challenge} />}
              {challenge.desc && (
                <Card as="section" aria-labelledby="battle-description-title">
                  <h2 id="battle-description-title" className="battle-section__title">
                    {t('aboutChallenge')}
                  </h2>
                  <p className="battle-description" dir="auto">
                    {challenge.desc}
                  </p>
                </Card>
              )}
              <BattleRatings battle={challenge} />
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}

function BattleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={224} />
      <Skeleton width="70%" height={30} />
      <Skeleton width="50%" height={28} />
      <Skeleton height={120} />
      <Skeleton height={190} />
    </div>
  );
}
