import type { BattleResponse } from '../../../shared/api/battles';
import { Img } from '../../components/Img';

/** The joker's small picture and name, as the card shows it whether or not it links away. */
export function JokerThumb({ joker }: { joker: NonNullable<BattleResponse['joker']> }) {
  return (
    <>
      <Img
        src={joker.photo_url}
        alt=""
        fallback="battle"
        width={64}
        height={40}
        className="team-joker__thumb"
      />
      <span className="team-joker__name" dir="auto">
        {joker.name}
      </span>
    </>
  );
}
