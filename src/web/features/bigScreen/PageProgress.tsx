import { useTranslation } from 'react-i18next';

/** More pages than this show only the label: a hundred dots say nothing. */
const MAX_DOTS = 12;

export interface PageProgressProps {
  /** Zero-based. */
  page: number;
  count: number;
  dwellMs: number;
}

/**
 * Which page of a long board shows ("Page 2 of 4"), a dot per page, and a bar filling up until
 * the next page comes (no bar when less motion is asked for, bigScreen.css).
 */
export function PageProgress({ page, count, dwellMs }: PageProgressProps) {
  const { t } = useTranslation();
  return (
    <div className="page-progress">
      <span className="page-progress__label">{t('bigScreenPage', { page: page + 1, count })}</span>
      {count <= MAX_DOTS && (
        <span className="page-progress__dots" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <span
              key={index}
              className={
                index === page ? 'page-progress__dot page-progress__dot--on' : 'page-progress__dot'
              }
            />
          ))}
        </span>
      )}
      <span className="page-progress__track" aria-hidden="true">
        <span
          key={page}
          className="page-progress__bar"
          style={{ animationDuration: `${dwellMs}ms` }}
        />
      </span>
    </div>
  );
}
