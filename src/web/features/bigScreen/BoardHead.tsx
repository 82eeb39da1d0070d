import { useTranslation } from 'react-i18next';

/** The column names above a board's rows, for the room (the rows name them to screen readers). */
export function BoardHead({ figure }: { figure: string }) {
  const { t } = useTranslation();
  return (
    <div className="board-head" aria-hidden="true">
      <span className="board-head__team">{t('team')}</span>
      <span className="board-head__figure">{figure}</span>
    </div>
  );
}
