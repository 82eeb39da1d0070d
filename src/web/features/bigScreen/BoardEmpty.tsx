import type { ReactNode } from 'react';

/** A board with nothing on it yet: an icon and a sentence for the room. */
export function BoardEmpty({ icon, message }: { icon: ReactNode; message: string }) {
  return (
    <div className="board-state">
      {icon}
      <p className="board-state__title">{message}</p>
    </div>
  );
}
