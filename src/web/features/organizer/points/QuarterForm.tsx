import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuarterPreview } from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';
import { FieldGroup } from '../../../components/Field';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { usePreviewQuarter, usePublishQuarter } from './api';
import { consoleFailure } from '../shared/messages';
import { useEventZone } from '../shared/localMoments';
import { useConsoleForm } from '../shared/useConsoleForm';
import {
  QUARTER_MOMENTS,
  askedMoment,
  blankQuarterForm,
  nowInZone,
  quarterFormSchema,
} from './quarterForm';
import { StandingsList } from './StandingsList';
import { EventMoment } from '../shared/EventMoment';

/**
 * Publishes the leaderboard as it stood at a moment, under a label; replaces a published one.
 * The moment is "now" unless the organizer chooses one earlier. "Preview" shows the standings
 * the quarter would show; publishing after a preview publishes the moment previewed (for "now":
 * the server's moment of the preview), so players see exactly what the organizer read. A moment
 * earlier is typed and shown on the clock of the event's zone, so the form waits for the event
 * (its zone) to be read.
 */
export function QuarterForm({ replaces }: { replaces: string | null }) {
  const { zone, ready } = useEventZone();
  if (!ready) return null;
  return <ZonedQuarterForm replaces={replaces} zone={zone} />;
}

function ZonedQuarterForm({ replaces, zone }: { replaces: string | null; zone: string }) {
  const { t } = useTranslation('organizer');
  const publish = usePublishQuarter();
  const preview = usePreviewQuarter();
  const schema = useMemo(() => quarterFormSchema(zone), [zone]);
  const { register, control, onSubmit, fieldError, formState, trigger, getValues, setError } =
    useConsoleForm({
      schema,
      defaultValues: blankQuarterForm(zone),
      fields: ['label', 'as_of'],
      save: async (body) => {
        // The body's moment is the one asked for; previewed, it becomes the one the server read.
        const previewed = preview.variables === body.as_of ? preview.data : undefined;
        await publish.mutateAsync(previewed ? { ...body, as_of: previewed.as_of } : body);
        preview.reset();
        showToast(t('quarterPublished'), 'success');
      },
      resetTo: () => blankQuarterForm(zone),
      failureLog: 'Failed to publish the quarter',
    });
  const [moment, asOf] = useWatch({ control, name: ['moment', 'as_of'] });
  // A preview shows only for the moment still chosen; another choice needs a new preview.
  const shownPreview =
    preview.data &&
    !preview.isPending &&
    preview.variables === askedMoment({ moment, as_of: asOf }, zone)
      ? preview.data
      : null;

  const showPreview = async () => {
    if (moment === 'earlier' && !(await trigger('as_of'))) return;
    preview.mutate(askedMoment(getValues(), zone), {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400 && moment === 'earlier') {
          setError('as_of', { type: 'server', message: failure.message }, { shouldFocus: true });
        } else {
          console.error('Failed to preview the quarter', failure);
          showToast(consoleFailure(failure), 'error');
        }
      },
    });
  };

  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('quarterLabel')}
        required
        hint={t('quarterLabelHint')}
        error={fieldError('label')}
        {...register('label')}
      />
      <FieldGroup
        className="console-choices quarter-moment"
        legend={t('quarterAsOf')}
        hint={moment === 'now' ? t('quarterAsOfNowHint') : undefined}
      >
        <div className="quarter-moment__options">
          {QUARTER_MOMENTS.map((choice) => (
            <label key={choice} className="console-choice quarter-moment__option">
              <input type="radio" value={choice} {...register('moment')} />
              <span>{t(choice === 'now' ? 'quarterAsOfNow' : 'quarterAsOfEarlier')}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
      {moment === 'earlier' && (
        <TextField
          label={t('quarterAsOfMoment')}
          type="datetime-local"
          required
          max={nowInZone(zone)}
          hint={`${t('quarterAsOfHint')} ${t('timesInZone', { zone })}`}
          error={fieldError('as_of')}
          {...register('as_of')}
        />
      )}
      <Button variant="secondary" busy={preview.isPending} onClick={() => void showPreview()}>
        {t('quarterPreview')}
      </Button>
      {shownPreview && <QuarterPreviewPanel preview={shownPreview} />}
      {replaces !== null && (
        <p className="console__lead">{t('quarterReplaces', { label: replaces })}</p>
      )}
      <Button type="submit" busy={formState.isSubmitting}>
        {t('quarterPublish')}
      </Button>
    </form>
  );
}

/** The standings the quarter would show, under the moment they stood at. */
function QuarterPreviewPanel({ preview }: { preview: QuarterPreview }) {
  const { t } = useTranslation('organizer');
  const titleId = useId();
  return (
    <section className="quarter-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="quarter-preview__title">
        {t('quarterPreviewTitle')}
      </h3>
      <p className="console-note">
        {t('quarterStandingsAsOf')} <EventMoment value={preview.as_of} />
      </p>
      <StandingsList teams={preview.teams} label={t('quarterPreviewList')} />
      <p className="console-note">{t('quarterPreviewPublishes')}</p>
    </section>
  );
}
