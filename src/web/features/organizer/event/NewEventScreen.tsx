import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectableEventsRoute } from '../../../../shared/api/selection';
import { Card } from '../../../components/Card';
import { SelectField } from '../../../components/SelectField';
import { useRead } from '../../../lib/useRead';
import { showToast } from '../../../lib/toast';
import { useCreateEvent } from './api';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import { EventForm } from './EventForm';
import { eventFormValues } from './eventForm';

/**
 * /organizer/new-event: an empty event form and where the points table comes from (the default
 * table, or a copy of another event the organizer runs). The new event becomes the console's
 * event, and the organizer lands on the overview with its set-up checklist.
 */
export default function NewEventScreen() {
  const { t } = useTranslation('organizer');
  const navigate = useNavigate();
  const create = useCreateEvent();
  // The events the organizer runs: the tables a new event may copy.
  const events = useRead(selectableEventsRoute, undefined, { select: (answer) => answer.events });
  const [pointsFrom, setPointsFrom] = useState('');
  return (
    <ConsoleScreen titleKey="newEvent">
      <p className="console__lead">{t('newEventLead')}</p>
      <EventForm
        initial={eventFormValues(null)}
        submitLabel={t('createEvent')}
        extra={
          <Card>
            <h2 className="console-form__group">{t('newEventPoints')}</h2>
            <SelectField
              label={t('newEventPointsSource')}
              hint={t('newEventPointsHint')}
              value={pointsFrom}
              onChange={(event) => setPointsFrom(event.target.value)}
            >
              <option value="">{t('newEventPointsDefault')}</option>
              {(events.data ?? []).map((event) => (
                <option key={event.id} value={String(event.id)}>
                  {t('newEventPointsCopy', { name: event.name })}
                </option>
              ))}
            </SelectField>
          </Card>
        }
        onSave={async (body) => {
          await create.mutateAsync({
            ...body,
            points_from: pointsFrom === '' ? null : Number(pointsFrom),
          });
          showToast(t('organizerCreatedSetup'), 'success');
          void navigate('/organizer/overview');
        }}
      />
    </ConsoleScreen>
  );
}
