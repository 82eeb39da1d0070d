import { useTranslation } from 'react-i18next';
import { ChevronRight, Star } from 'lucide-react';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import { Skeleton } from '../../components/Skeleton';
import { useTeamJoker } from './api';
import { SectionError } from './SectionError';

/**
 * The team's joker (product.md §2 competition block): the challenge it chose, opening /battle, or
 * noJokerSelected (product.md §8 empty states).
 */
export function TeamJokerSlot({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const joker = useTeamJoker(teamId);

  return (
    <div className="team-joker-slot">
      <h3 className="team-joker-slot__title">
        <Star aria-hidden="true" size={18} className="team-joker-slot__star" />
        {t('joker')}
      </h3>
      {joker.isPending && <Skeleton height={56} />}
      {joker.isError && <SectionError onRetry={() => void joker.refetch()} />}
      {joker.isSuccess && joker.data === null && (
        <p className="team-joker-slot__empty">{t('noJokerSelected')}</p>
      )}
      {joker.isSuccess && joker.data !== null && (
        <SelectionLink
          to="/battle"
          selectionKey="selectedBattleId"
          id={joker.data.id}
          className="team-joker-slot__link"
        >
          <Img
            src={joker.data.photo_url}
            alt=""
            fallback="battle"
            width={64}
            height={44}
            className="team-joker-slot__thumb"
          />
          <span className="team-joker-slot__name" dir="auto">
            {joker.data.name}
          </span>
          <ChevronRight className="flip-in-rtl" aria-hidden="true" size={20} />
        </SelectionLink>
      )}
    </div>
  );
}
