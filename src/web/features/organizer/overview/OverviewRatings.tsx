import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { OverviewRatings as Ratings } from '../../../../shared/api/organizerOverview';
import { Card } from '../../../components/Card';
import { StarRating } from '../../../components/StarRating';

/** Each rated battle's average stars for its crew and for the challenge itself. */
export function OverviewRatings({ ratings }: { ratings: readonly Ratings[] }) {
  const { t, i18n } = useTranslation('organizer');
  const rated = ratings.filter((battle) => battle.count > 0);
  const average = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);
  return (
    <Card as="section" className="overview-card" aria-labelledby="overview-ratings">
      <h2 className="overview-card__title" id="overview-ratings">
        <Star aria-hidden="true" size={22} />
        {t('overviewRatings')}
      </h2>
      {rated.length === 0 ? (
        <p className="overview-card__text">{t('overviewNoRatings')}</p>
      ) : (
        <ul className="overview-list">
          {rated.map((battle) => (
            <li key={battle.battle_id} className="overview-list__item overview-rating">
              <span className="overview-rating__head">
                <span className="overview-list__name">
                  <bdi>{battle.name}</bdi>
                </span>
                <span className="overview-list__detail">
                  {t('overviewRatingCount', { count: battle.count })}
                </span>
              </span>
              <RatingLine
                label={t('overviewCrewRating')}
                value={battle.crew_average}
                format={average}
              />
              <RatingLine
                label={t('overviewChallengeRating')}
                value={battle.challenge_average}
                format={average}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RatingLine({
  label,
  value,
  format,
}: {
  label: string;
  value: number | null;
  format: (value: number) => string;
}) {
  if (value === null) return null;
  return (
    <span className="overview-rating__line">
      <span className="overview-rating__label">{label}</span>
      <StarRating value={value} label={label} size={16} />
      <span className="overview-rating__value">{format(value)}</span>
    </span>
  );
}
