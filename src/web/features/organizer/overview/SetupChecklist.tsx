import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Circle, CircleCheck, ListChecks } from 'lucide-react';
import type { SetupChecklistResponse, SetupStep } from '../../../../shared/api/organizerOverview';
import { Card } from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';
import type { OrganizerKey } from '../../../lib/i18n';
import './setupChecklist.css';

/** Each step: its name, what it asks for, and the console section that does it. */
const STEPS: Record<SetupStep, { titleKey: OrganizerKey; hintKey: OrganizerKey; path: string }> = {
  details: { titleKey: 'setupDetails', hintKey: 'setupDetailsHint', path: 'event' },
  houses: { titleKey: 'setupHouses', hintKey: 'setupHousesHint', path: 'houses' },
  teams: { titleKey: 'setupTeams', hintKey: 'setupTeamsHint', path: 'companies' },
  battles: { titleKey: 'setupBattles', hintKey: 'setupBattlesHint', path: 'battles' },
  points: { titleKey: 'setupPoints', hintKey: 'setupPointsHint', path: 'points' },
  crew: { titleKey: 'setupCrew', hintKey: 'setupCrewHint', path: 'battles' },
  invitations: {
    titleKey: 'setupInvitations',
    hintKey: 'setupInvitationsHint',
    path: 'companies',
  },
  readiness: { titleKey: 'setupReadiness', hintKey: 'setupReadinessHint', path: 'csv' },
};

/**
 * The set-up checklist on the console's overview while a step is left: how far the set-up is,
 * then every step, done or not, each a link to the section that does it. Gone once all is done.
 */
export function SetupChecklist({ checklist }: { checklist: SetupChecklistResponse }) {
  const { t } = useTranslation('organizer');
  if (checklist.complete) return null;
  const done = checklist.steps.filter((step) => step.done).length;
  const total = checklist.steps.length;
  return (
    <Card as="section" className="overview-card setup-checklist" aria-labelledby="setup-title">
      <h2 className="overview-card__title" id="setup-title">
        <ListChecks aria-hidden="true" size={22} />
        {t('setupTitle')}
      </h2>
      <p className="overview-card__text">{t('setupProgress', { done, total })}</p>
      <ProgressBar value={(done / total) * 100} label={t('setupProgressLabel')} />
      <ol className="setup-checklist__steps">
        {checklist.steps.map(({ step, done: stepDone }) => {
          const { titleKey, hintKey, path } = STEPS[step];
          return (
            <li key={step} data-step={step} data-done={stepDone}>
              <Link
                to={`/organizer/${path}`}
                className={
                  stepDone
                    ? 'setup-checklist__step setup-checklist__step--done'
                    : 'setup-checklist__step'
                }
              >
                {stepDone ? (
                  <CircleCheck className="setup-checklist__mark" aria-hidden="true" size={22} />
                ) : (
                  <Circle className="setup-checklist__mark" aria-hidden="true" size={22} />
                )}
                <span className="setup-checklist__text">
                  <span className="setup-checklist__title">{t(titleKey)}</span>
                  <span className="visually-hidden">
                    {stepDone ? t('setupStepDone') : t('setupStepTodo')}
                  </span>
                  {!stepDone && <span className="setup-checklist__hint">{t(hintKey)}</span>}
                </span>
                <ChevronRight className="flip-in-rtl" aria-hidden="true" size={20} />
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
