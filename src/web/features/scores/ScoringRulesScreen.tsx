import { useTranslation } from 'react-i18next';
import { ListOrdered } from 'lucide-react';
import type { ScoringRulesResponse } from '../../../shared/api/scores';
import { BackLink } from '../../components/BackLink';
import { Card } from '../../components/Card';
import { DateText } from '../../components/DateText';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useScoringRules } from './api';
import './ScoringRulesScreen.css';
import { isolate } from '../../lib/isolate';

/**
 * /scoring-rules (product.md §2): the pre-event text (the event's name, its number of challenges, the
 * edit deadline and the most one challenge can bring), the points per rank with the joker and
 * ladies bonus (the ladies column only when the event has one), and the tiebreak order.
 * The numbers stand beside their labels rather than inside sentences, so no language needs
 * plural forms (the locale files hold one plain string per key).
 */
export default function ScoringRulesScreen() {
  const { t } = useTranslation();
  const rules = useScoringRules();

  let content;
  if (rules.isPending) {
    content = (
      <div className="screen" role="status">
        <span className="visually-hidden">{t('loading')}</span>
        <Skeleton height={120} />
        <Skeleton height={280} />
        <Skeleton height={120} />
      </div>
    );
  } else if (rules.isError) {
    content = (
      <ErrorState
        title={t('somethingWentWrong')}
        message={t('dataLoadFailed')}
        actionLabel={t('retry')}
        onAction={() => void rules.refetch()}
      />
    );
  } else {
    content = <ScoringRules rules={rules.data} />;
  }

  return (
    <section className="screen scoring-rules">
      <BackLink to="/home" label={t('back')} />
      <h1>{t('scoringRules')}</h1>
      {content}
    </section>
  );
}

function ScoringRules({ rules }: { rules: ScoringRulesResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <Card className="scoring-rules__intro">
        <p className="scoring-rules__lead">
          {t('scoringRulesIntro', { event: isolate(rules.name) })}
        </p>
        <dl className="scoring-rules__facts">
          <div className="scoring-rules__fact">
            <dt>{t('rulesChallengeCount')}</dt>
            <dd className="tabular-nums">{rules.amount_of_challenges}</dd>
          </div>
          <div className="scoring-rules__fact">
            <dt>{t('rulesEditDeadline')}</dt>
            <dd>
              <DateText value={rules.closing_date} />
            </dd>
          </div>
          <div className="scoring-rules__fact">
            <dt>{t('rulesMaxPoints')}</dt>
            <dd className="tabular-nums">{rules.max_challenge_points}</dd>
          </div>
        </dl>
      </Card>

      <section className="scoring-rules__section" aria-labelledby="points-table-heading">
        <h2 id="points-table-heading">{t('rulesPointsTable')}</h2>
        {rules.points.length === 0 ? (
          <EmptyState
            message={t('noPointsTable')}
            icon={<ListOrdered aria-hidden="true" size={40} />}
          />
        ) : (
          <PointsTable rules={rules} />
        )}
      </section>

      <section className="scoring-rules__section" aria-labelledby="tiebreak-heading">
        <h2 id="tiebreak-heading">{t('tiebreak')}</h2>
        {rules.tiebreak.length === 0 ? (
          <p className="text-muted">{t('noTiebreak')}</p>
        ) : (
          <Card>
            <p className="text-muted">{t('tiebreakIntro')}</p>
            <ol className="tiebreak-list">
              {rules.tiebreak.map((battle) => (
                <li key={battle.id} className="tiebreak-list__item">
                  <span className="tiebreak-list__position tabular-nums" aria-hidden="true">
                    {battle.position}
                  </span>
                  <bdi>{battle.name}</bdi>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </section>
    </>
  );
}

function PointsTable({ rules }: { rules: ScoringRulesResponse }) {
  const { t } = useTranslation();
  return (
    <Card className="points-table__wrap">
      <table className="points-table tabular-nums">
        <caption className="visually-hidden">{t('rulesPointsTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rulesRank')}</th>
            <th scope="col">{t('rulesPoints')}</th>
            <th scope="col">{t('rulesJoker')}</th>
            {rules.has_ladies && <th scope="col">{t('rulesLadies')}</th>}
          </tr>
        </thead>
        <tbody>
          {rules.points.map((row) => (
            <tr key={row.rank}>
              <th scope="row">
                <span className="points-table__rank">{row.rank}</span>
              </th>
              <td>{row.score}</td>
              <td>{row.joker}</td>
              {rules.has_ladies && <td>{row.ladies ?? '–'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
