import type { ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';

export interface PersonRowProps {
  name: string;
  photoUrl: string | null;
  /** A second line: an e-mail address or a team name, with its own direction. */
  detail?: ReactNode;
  /** A mark after the name, such as the captain's crown. */
  badge?: ReactNode;
  /** What can be done with this person: the player menu, or the add button. */
  action?: ReactNode;
}

/**
 * One person in the team screens (/players, /add-players): picture, name, an optional mark and
 * second line, and an optional action at the end. The row is named after the person, so a
 * screen reader (and a test) finds "Noor Haddad" and what can be done with her.
 */
export function PersonRow({ name, photoUrl, detail, badge, action }: PersonRowProps) {
  return (
    <article className="person-row" aria-label={name}>
      <Avatar src={photoUrl} alt="" size={48} />
      <div className="person-row__text">
        <p className="person-row__name">
          <span dir="auto">{name}</span>
          {badge}
        </p>
        {detail && <p className="person-row__detail">{detail}</p>}
      </div>
      {action}
    </article>
  );
}
