import { Quote } from 'lucide-react';
import type { Cheer } from '../../../shared/api/cheers';
import { Avatar } from '../../components/Avatar';

/** One cheer: the cheering person's picture and name, and their message when they left one. */
export function CheerRow({ cheer }: { cheer: Cheer }) {
  return (
    <article className="cheer-row" aria-label={cheer.name}>
      <Avatar src={cheer.photo_url} alt="" size={48} />
      <div className="cheer-row__text">
        <p className="cheer-row__name" dir="auto">
          {cheer.name}
        </p>
        {cheer.message && (
          <p className="cheer-row__message">
            <Quote className="cheer-row__quote flip-in-rtl" aria-hidden="true" size={14} />
            <span dir="auto">{cheer.message}</span>
          </p>
        )}
      </div>
    </article>
  );
}
