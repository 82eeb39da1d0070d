import type { Rival } from '../../../shared/api/rivals';
import { RivalCard } from './RivalCard';
import { Card } from '../../components/Card';

export interface RivalListProps {
  rivals: Rival[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Already translated: what an empty side of the challenges says. */
  emptyText: string;
}

/** One side of a team's challenges: the teams as row cards, or a short line when there are none. */
export function RivalList({ rivals, labelledBy, emptyText }: RivalListProps) {
  if (rivals.length === 0) return <p className="rivals-section__none">{emptyText}</p>;
  return (
    <ul className="rivals-list" aria-labelledby={labelledBy}>
      {rivals.map((rival) => (
        <Card as="li" key={rival.id} className="rivals-list__item">
          <RivalCard rival={rival} />
        </Card>
      ))}
    </ul>
  );
}
