import type { TFunction } from 'i18next';
import type { Badge } from '../../../shared/api/badges';
import { awardNameSpacing } from '../../../shared/eventRules';

/** What the badge is: the award won, or the milestone reached ("First cheer", "5 cheers"). */
export function badgeTitle(t: TFunction, badge: Badge): string {
  if (badge.kind === 'award') {
    return t('badgeAwardWon', { name: awardNameSpacing(badge.award_name ?? '') });
  }
  const count = badge.milestone ?? 0;
  if (badge.kind === 'cheers') {
    return count === 1 ? t('badgeFirstCheer') : t('badgeCheerMilestone', { count });
  }
  return count === 1 ? t('badgeFirstChallenge') : t('badgeChallengeMilestone', { count });
}
