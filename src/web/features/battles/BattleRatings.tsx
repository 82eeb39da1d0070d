import { useTranslation } from 'react-i18next';
import { BATTLE_ATTRIBUTES, type BattleResponse } from '../../../shared/api/battles';
import { Card } from '../../components/Card';
import { StarRating } from '../../components/StarRating';

/** The challenge's four 0–5 ratings (product.md §2): endurance, teamwork, guts and skill. */
export function BattleRatings({ battle }: { battle: BattleResponse }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="battle-ratings-title">
      <h2 id="battle-ratings-title" className="battle-section__title">
        {t('challengeProfile')}
      </h2>
      <dl className="battle-ratings">
        {BATTLE_ATTRIBUTES.map((attribute) => (
          <div key={attribute} className="battle-ratings__row">
            <dt>{t(attribute)}</dt>
            <dd>
              <StarRating value={battle[attribute]} label={t(attribute)} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
