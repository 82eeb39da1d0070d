import type { ReactNode } from 'react';
import { FieldError } from '../../../components/TextField';

interface PointsRowProps {
  rank: number;
  columnCount: number;
  messages: string[];
  messageId: string;
  children: ReactNode;
}

/** One rank of the grid, with its refusals on a line of their own under it. */
export function PointsRow({ rank, columnCount, messages, messageId, children }: PointsRowProps) {
  return (
    <>
      <tr className={messages.length ? 'points-table__row--invalid' : undefined}>
        <th scope="row" className="points-table__rank">
          {rank}
        </th>
        {children}
      </tr>
      {messages.length > 0 && (
        <tr className="points-table__message">
          <td colSpan={columnCount} id={messageId}>
            {messages.map((message) => (
              <FieldError key={message}>{message}</FieldError>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}
