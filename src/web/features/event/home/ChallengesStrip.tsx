import { useTranslation } from 'react-i18next';
import { Droplets, Star, Swords } from 'lucide-react';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';
import { useHomeBattles } from '../../battles/api';
import { HomeStrip } from './HomeStrip';

/** The event's challenges, joker and water ones marked; each opens the challenge. */
export function ChallengesStrip() {
  const { t } = useTranslation();
  const battles = useHomeBattles();
  return (
    <HomeStrip
      query={battles}
      titleKey="battles"
      to="/battles"
      emptyKey="noBattlesFound"
      emptyIcon={Swords}
      itemKey={(battle) => battle.id}
      card={(battle) => ({
        to: '/battle',
        onNavigate: () => setSelection('selectedBattleId', battle.id),
        media: <Img src={battle.photo_url} alt="" fallback="battle" width={144} height={108} />,
        title: battle.name,
        subtitle: t('teamCount', { count: battle.team_count }),
        badges:
          battle.is_joker || battle.is_water ? (
            <>
              {battle.is_joker && (
                <span className="strip-badge strip-badge--icon">
                  <Star aria-hidden="true" size={14} fill="currentColor" />
                  <span className="visually-hidden">{t('homeJokerBattle')}</span>
                </span>
              )}
              {battle.is_water && (
                <span className="strip-badge strip-badge--icon">
                  <Droplets aria-hidden="true" size={14} />
                  <span className="visually-hidden">{t('homeWaterBattle')}</span>
                </span>
              )}
            </>
          ) : undefined,
      })}
    />
  );
}
