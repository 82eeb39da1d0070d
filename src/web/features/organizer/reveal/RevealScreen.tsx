import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, MonitorPlay, Sparkles } from 'lucide-react';
import type { RevealFrame, RevealState } from '../../../../shared/api/reveal';
import { REVEAL_PODIUM } from '../../../../shared/api/reveal';
import { awardNameSpacing } from '../../../../shared/eventRules';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { ConfirmSheet } from '../../../components/ConfirmSheet';
import { Notice } from '../../../components/Notice';
import { SelectField } from '../../../components/SelectField';
import { isolate } from '../../../lib/isolate';
import { showToast } from '../../../lib/toast';
import { ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { consoleFailure } from '../shared/messages';
import { useEndReveal, usePublishedQuarter, useReveal, useStartReveal, useStepReveal } from './api';
import './reveal.css';

/** The step sizes offered; the podium always comes one team at a time. */
const STEP_SIZES = [1, 2, 3, 4, 5, 10] as const;

/**
 * /organizer/reveal: the organizer's remote for the reveal on the big screen (issue 41), made for
 * a phone in one hand. From a published quarter it starts the reveal with a step size; while it
 * runs it shows what the big screen shows now and what comes next, with big Back and Next
 * buttons; ending it (after a question) withdraws the quarter, and everyone catches up.
 */
export default function RevealScreen() {
  const { t } = useTranslation('organizer');
  const reveal = useReveal();
  return (
    <ConsoleScreen titleKey="revealSection" back="/organizer/quarter">
      <p className="console__lead">{t('revealLead')}</p>
      <ConsoleQuery query={reveal} loading={<CardSkeleton lines={['60%', '40%']} />}>
        {(running) => (running ? <RevealRemote reveal={running} /> : <RevealStart />)}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

/** Before a reveal: where it starts from, the step size and Start (or why it cannot start). */
function RevealStart() {
  const { t } = useTranslation('organizer');
  const quarter = usePublishedQuarter();
  return (
    <ConsoleQuery query={quarter} loading={<CardSkeleton lines={['60%', '40%']} />}>
      {(published) =>
        published ? (
          <Card>
            <h2 className="console-form__group">{t('revealStartTitle')}</h2>
            <p className="console-note">
              {t('revealFromQuarter', { label: isolate(published.label) })}
            </p>
            <StartForm />
          </Card>
        ) : (
          <Notice kind="info" title={t('revealNeedsQuarter')}>
            <p>{t('revealNeedsQuarterHint')}</p>
            <ButtonLink to="/organizer/quarter" variant="secondary">
              {t('revealGoToQuarter')}
            </ButtonLink>
          </Notice>
        )
      }
    </ConsoleQuery>
  );
}

/** The step size and Start; over a running reveal it starts over, after a question. */
function StartForm({ over = false }: { over?: boolean }) {
  const { t } = useTranslation('organizer');
  const start = useStartReveal();
  const [stepSize, setStepSize] = useState(1);
  const [asking, setAsking] = useState(false);
  // Started, this form leaves the screen with the start card before the change's own callbacks
  // would run (TanStack Query drops a mutate() call's callbacks on unmount): the promise tells.
  const go = () =>
    void start
      .mutateAsync(stepSize)
      .then(
        () => showToast(t('revealStarted'), 'success'),
        (failure: unknown) => {
          console.error('Failed to start the reveal', failure);
          showToast(consoleFailure(failure), 'error');
        },
      )
      .finally(() => setAsking(false));
  return (
    <div className="console-form">
      <SelectField
        label={t('revealStepSize')}
        hint={t('revealStepSizeHint', { count: REVEAL_PODIUM })}
        value={stepSize}
        onChange={(event) => setStepSize(Number(event.target.value))}
      >
        {STEP_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      <Button
        variant={over ? 'secondary' : 'primary'}
        busy={start.isPending && !asking}
        onClick={over ? () => setAsking(true) : go}
      >
        <Sparkles aria-hidden="true" size={20} />
        {t(over ? 'revealStartOver' : 'revealStart')}
      </Button>
      {asking && (
        <ConfirmSheet
          title={t('revealStartOverQuestion')}
          confirmLabel={t('revealStartOver')}
          cancelLabel={t('cancel', { ns: 'common' })}
          onConfirm={go}
          onCancel={() => setAsking(false)}
          busy={start.isPending}
        >
          {t('revealStartOverWarning')}
        </ConfirmSheet>
      )}
    </div>
  );
}

/** A running reveal: what the big screen shows, what comes next, Back and Next, and the end. */
function RevealRemote({ reveal }: { reveal: RevealState }) {
  const { t } = useTranslation('organizer');
  const step = useStepReveal();
  const total = reveal.frames.length;
  const now = reveal.step > 0 ? reveal.frames[reveal.step - 1] : null;
  const next = reveal.step < total ? reveal.frames[reveal.step] : null;
  const nowId = useId();
  const show = (to: number) =>
    step.mutate(to, {
      onError: (failure) => {
        console.error('Failed to step the reveal', failure);
        showToast(consoleFailure(failure), 'error');
      },
    });
  return (
    <>
      <Card as="section" aria-labelledby={nowId} className="reveal-remote">
        <div className="reveal-remote__head">
          <h2 id={nowId} className="console-form__group">
            {t('revealOnScreen')}
          </h2>
          <span className="reveal-remote__count">
            {t('revealStepOf', { step: reveal.step, count: total })}
          </span>
        </div>
        <progress className="reveal-remote__progress" max={total} value={reveal.step} />
        <div role="status" className="reveal-remote__now">
          <FrameSummary frame={now} since={reveal.quarter_label} />
        </div>
        <div className="reveal-remote__next">
          <p className="reveal-remote__next-label">{t('revealUpNext')}</p>
          {next ? (
            <FrameSummary frame={next} since={reveal.quarter_label} />
          ) : (
            <p className="console-note">{t('revealAllShown')}</p>
          )}
        </div>
        <div className="reveal-remote__buttons">
          <Button
            variant="secondary"
            disabled={reveal.step === 0 || step.isPending}
            onClick={() => show(reveal.step - 1)}
          >
            <ChevronLeft aria-hidden="true" size={22} className="reveal-remote__arrow" />
            {t('revealBack')}
          </Button>
          <Button
            disabled={reveal.step === total}
            busy={step.isPending}
            onClick={() => show(reveal.step + 1)}
          >
            {t('revealNext')}
            <ChevronRight aria-hidden="true" size={22} className="reveal-remote__arrow" />
          </Button>
        </div>
      </Card>
      <Card className="reveal-screen-link">
        <ButtonLink to="/big-screen" variant="secondary">
          <MonitorPlay aria-hidden="true" size={20} />
          {t('revealOpenBigScreen')}
        </ButtonLink>
        <p className="console-note">{t('revealKeysHint')}</p>
      </Card>
      <Card>
        <h2 className="console-form__group">{t('revealStartOver')}</h2>
        <StartForm over />
      </Card>
      <EndReveal label={reveal.quarter_label} />
    </>
  );
}

/** What a step shows, in a line or a short list: the title, an award, or the teams. */
function FrameSummary({ frame, since }: { frame: RevealFrame | null; since: string }) {
  const { t } = useTranslation('organizer');
  if (frame === null) return <p className="reveal-frame">{t('revealShowsTitle')}</p>;
  if (frame.kind === 'award') {
    return (
      <p className="reveal-frame">
        {t('revealShowsAward', {
          name: isolate(awardNameSpacing(frame.award.name)),
          winner: isolate(frame.award.winner_name),
        })}
      </p>
    );
  }
  return (
    <ol className="reveal-frame reveal-frame--teams">
      {[...frame.teams].reverse().map((team) => (
        <li key={team.team_id} className="reveal-frame__team">
          <span className="reveal-frame__position">{team.position}</span>
          <bdi className="reveal-frame__name">{team.name}</bdi>
          <span className="reveal-frame__points">
            {t('revealPoints', { points: team.points })}
            <span className="reveal-frame__gained">
              {' '}
              {t('revealGainedSince', {
                points: isolate(team.gained > 0 ? `+${team.gained}` : String(team.gained)),
                quarter: isolate(since),
              })}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function EndReveal({ label }: { label: string }) {
  const { t } = useTranslation('organizer');
  const end = useEndReveal();
  const [asking, setAsking] = useState(false);
  return (
    <Card>
      <h2 className="console-form__group">{t('revealEnd')}</h2>
      <p className="console-note">{t('revealEndHint')}</p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('revealEnd')}
      </Button>
      {asking && (
        <ConfirmSheet
          title={t('revealEndQuestion')}
          confirmLabel={t('revealEnd')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={end.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            // The sheet's card leaves the screen with the reveal, so the promise tells it.
            void end
              .mutateAsync()
              .then(
                () => showToast(t('revealEnded'), 'success'),
                (failure: unknown) => {
                  console.error('Failed to end the reveal', failure);
                  showToast(consoleFailure(failure), 'error');
                },
              )
              .finally(() => setAsking(false))
          }
        >
          {t('revealEndWarning', { label: isolate(label) })}
        </ConfirmSheet>
      )}
    </Card>
  );
}
