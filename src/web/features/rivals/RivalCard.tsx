import type { Rival } from '../../../shared/api/rivals';
import { RowCard, RowCardDetail, RowCardThumb, RowCardTitle } from '../../components/RowCard';

/** A rival team: picture, name, company and slogan; opens its /team (otherTeamId). */
export function RivalCard({ rival }: { rival: Rival }) {
  return (
    <RowCard
      link={{ to: '/team', selectionKey: 'otherTeamId', id: rival.id }}
      media={<RowCardThumb src={rival.photo_url} fallback="team" />}
    >
      <RowCardTitle dir="auto">{rival.name}</RowCardTitle>
      <RowCardDetail dir="auto">{rival.company_name}</RowCardDetail>
      {rival.message && (
        <RowCardDetail className="rival-card__slogan" dir="auto">
          {rival.message}
        </RowCardDetail>
      )}
    </RowCard>
  );
}
