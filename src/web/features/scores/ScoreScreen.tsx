import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Trophy } from 'lucide-react';
import type { ScoreResponse } from '../../../shared/api/scores';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { DateText } from '../../components/DateText';
import { EmptyState } from '../../components/EmptyState';
import { Img } from '../../components/Img';
import { QueryView } from '../../components/QueryView';
import { StarRating } from '../../components/StarRating';
import { useSelectionId } from '../../lib/useSelectionId';
import { useScore } from './api';
import { RatingSheet } from './RatingSheet';
import { ScoreLegend } from './ScoreLegend';
import { ScoreSkeleton } from './ScoreSkeleton';
import { ScoreTeamRow } from './ScoreTeamRow';
import './scores.css';
import { TimeRange } from '../../components/TimeRange';

/**
 * /score (product.md §2): the session chosen on /scores (selectedScoreId): the activity's picture,
 * name and times, every team's rank and points with the rival, joker, ladies and disqualified
 * marks and a legend for them; a player of a team that played it rates it here.
 */
export default function ScoreScreen() {
  const { t } = useTranslation();
  const scoreId = useSelectionId('selectedScoreId');
  const score = useScore(scoreId);

  const notFound = (
    <EmptyState
      message={scoreId === null ? t('noScoreSelected') : t('scoreSessionNotFound')}
      icon={<Trophy aria-hidden="true" size={40} />}
    >
      <ButtonLink to="/scores" variant="secondary">
        {t('scores')}
      </ButtonLink>
    </EmptyState>
  );

  return (
    <section className="screen score">
      <BackLink to="/scores" label={t('back')} />
      {scoreId === null ? (
        notFound
      ) : (
        <QueryView query={score} loading={<ScoreSkeleton />} notFound={notFound}>
          {(data) => <ScoreDetails score={data} />}
        </QueryView>
      )}
    </section>
  );
}

function ScoreDetails({ score }: { score: ScoreResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <Card as="header" className="score-hero">
        <Img
          src={score.activity_photo}
          alt=""
          fallback="battle"
          width={600}
          height={300}
          loading="eager"
          className="score-hero__picture"
        />
        <div className="score-hero__text">
          <h1 dir="auto">{score.activity_name}</h1>
          <p className="score-hero__when">
            <Clock aria-hidden="true" size={16} />
            <DateText value={score.start_time} />
            <TimeRange
              start={score.start_time}
              end={score.end_time}
              className="score-hero__times"
            />
          </p>
        </div>
      </Card>
      {score.can_rate && <RatingCard score={score} />}
      <section className="score-section" aria-labelledby="score-results-title">
        <h2 id="score-results-title" className="score-section-title">
          {t('scoreResults')}
        </h2>
        {score.teams.length === 0 ? (
          <EmptyState message={t('noScoresFound')} icon={<Trophy aria-hidden="true" size={40} />} />
        ) : (
          <ol className="ranking-list" aria-labelledby="score-results-title">
            {score.teams.map((team) => (
              <ScoreTeamRow
                key={team.team_id}
                team={team}
                isOwn={team.team_id === score.user_team_id}
              />
            ))}
          </ol>
        )}
      </section>
      <ScoreLegend />
    </>
  );
}

/** The viewer's rating of the session, if any, and the button that opens the rating sheet. */
function RatingCard({ score }: { score: ScoreResponse }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(false);
  const mine = score.my_rating;
  return (
    <Card as="section" className="score-rating" aria-labelledby="score-rating-title">
      <h2 id="score-rating-title" className="score-section-title">
        {t('scoreYourRating')}
      </h2>
      {mine && (
        <dl className="score-rating__values">
          <div className="score-rating__value">
            <dt>{t('rateCrew')}</dt>
            <dd>
              <StarRating value={mine.crew_rating} label={t('rateCrew')} />
            </dd>
          </div>
          <div className="score-rating__value">
            <dt>{t('rateChallenge')}</dt>
            <dd>
              <StarRating value={mine.challenge_rating} label={t('rateChallenge')} />
            </dd>
          </div>
        </dl>
      )}
      <Button variant={mine ? 'secondary' : 'primary'} onClick={() => setRating(true)}>
        {mine ? t('scoreRateChange') : t('scoreRate')}
      </Button>
      {rating && <RatingSheet score={score} onClose={() => setRating(false)} />}
    </Card>
  );
}
