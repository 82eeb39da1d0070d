import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './Card';
import { SkeletonText } from './SkeletonText';

export interface CardSkeletonProps {
  /** The grey text lines, top to bottom, by width: each in a paragraph, the text's own box. */
  lines?: CSSProperties['inlineSize'][];
  /** The class of each line's paragraph, where the real card's lines have their own spacing. */
  lineClassName?: string;
  /** The real card's own class (console-list, …), so the placeholder has its box. */
  className?: string;
  /** Placeholders of other shapes after the lines (rows, fields). */
  children?: ReactNode;
}

/**
 * One card while its content loads: a status named "Loading" for screen readers (e2e and axe
 * find skeletons by it) over grey placeholders in the shape of what will come.
 */
export function CardSkeleton({
  lines = [],
  lineClassName,
  className,
  children,
}: CardSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Card className={className} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {lines.map((width, index) => (
        <p key={index} className={lineClassName}>
          <SkeletonText width={width} />
        </p>
      ))}
      {children}
    </Card>
  );
}
