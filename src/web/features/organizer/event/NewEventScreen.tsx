import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useCreateEvent } from './api';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import { EventForm } from './EventForm';
import { eventFormValues } from './eventForm';

/** /organizer/new-event: an empty event form; the new event becomes the console's event. */
export default function NewEventScreen() {
  const { t } = useTranslation('organizer');
  const navigate = useNavigate();
  const create = useCreateEvent();
  return (
    <ConsoleScreen titleKey="newEvent">
      <p className="console__lead">{t('newEventLead')}</p>
      <EventForm
        initial={eventFormValues(null)}
        submitLabel={t('createEvent')}
        onSave={async (body) => {
          await create.mutateAsync(body);
          showToast(t('organizerCreated'), 'success');
          void navigate('/organizer');
        }}
      />
    </ConsoleScreen>
  );
}
