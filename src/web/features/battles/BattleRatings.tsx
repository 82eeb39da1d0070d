import { useTranslation } from 'react-i18next';
import type { BattleResponse } from '../../../shared/api/battles';
import type { CommonKey } from '../../lib/i18n';
import { StarRating } from '../../components/StarRating';

/** Each is a field of the challenge and the translation key of its name. */
const ATTRIBUTES = [
  'endurance',
  'teamwork',
  'guts',
  'skill',
] as const satisfies readonly (keyof BattleResponse & CommonKey)[];

/** The challenge's four 0–5 ratings (SPEC §2): endurance, teamwork, guts and skill. */
export function BattleRatings({ battle }: { battle: BattleResponse }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="battle-ratings-title">
      <h2 id="battle-ratings-title" className="card__title">
        {t('challengeProfile')}
      </h2>
      <dl className="battle-ratings">
        {ATTRIBUTES.map((attribute) => (
          <div key={attribute} className="battle-ratings__row">
            <dt>{t(attribute)}</dt>
            <dd>
              <StarRating value={battle[attribute]} label={t(attribute)} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
