import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { READINESS_ITEMS } from '../../../shared/readiness';
import { Sheet } from '../../components/Sheet';
import { Skeleton } from '../../components/Skeleton';
import { SectionError } from './SectionError';
import { useTeamReadiness } from './api';
import { isolate } from '../../lib/isolate';
import { ReadinessChecklist } from './ReadinessChecklist';
import { ReadinessRing } from './ReadinessRing';
import { readinessDoneCount } from './readinessItems';

/**
 * The readiness circle of /team before the closing date (product.md §2): the percent in a ring; a tap
 * opens the checklist of its eight items. The button is named by what it shows (percent, title,
 * summary), so its spoken name holds its visible text.
 */
export function TeamReadinessButton({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const readiness = useTeamReadiness(team.id);
  const [open, setOpen] = useState(false);

  if (readiness.isPending) return <Skeleton height={88} />;
  if (readiness.isError) return <SectionError onRetry={() => void readiness.refetch()} />;
  const data = readiness.data;
  const done = readinessDoneCount(data);
  return (
    <>
      <button
        type="button"
        className="team-readiness"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ReadinessRing percent={data.readiness} />
        <span className="team-readiness__text">
          <span className="team-readiness__title">{t('readiness')}</span>
          <span className="team-readiness__detail">
            {t('teamReadinessSummary', { done, total: READINESS_ITEMS.length })}
          </span>
          <span className="team-readiness__open">{t('teamReadinessShowChecklist')}</span>
        </span>
        <ChevronRight
          className="flip-in-rtl team-readiness__chevron"
          aria-hidden="true"
          size={20}
        />
      </button>
      {open && (
        <Sheet
          title={t('teamReadinessTitle', { name: isolate(team.name) })}
          closeLabel={t('close')}
          onClose={() => setOpen(false)}
        >
          <div className="team-readiness__summary">
            <ReadinessRing percent={data.readiness} />
            <p>{t('teamReadinessSummary', { done, total: READINESS_ITEMS.length })}</p>
          </div>
          <ReadinessChecklist readiness={data} />
        </Sheet>
      )}
    </>
  );
}
