import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/Skeleton';
import { showToast } from '../../../lib/toast';
import { useOrganizerEvent } from '../shared/api';
import { useSaveEvent } from './api';
import { ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { EventForm } from './EventForm';
import { EventPictureField } from './EventPictureField';
import { eventFormValues } from './eventForm';

/** /organizer/event: the chosen event's form; a save stays on the form with a toast. */
export default function EventScreen() {
  const { t } = useTranslation('organizer');
  const event = useOrganizerEvent();
  const save = useSaveEvent();
  return (
    <ConsoleScreen titleKey="sectionEvent">
      <ConsoleQuery query={event} loading={<FormSkeleton />}>
        {(data) => (
          <EventForm
            key={data.id}
            initial={eventFormValues(data)}
            submitLabel={t('saveEvent')}
            picture={<EventPictureField name={data.name} picture={data.photo_url} />}
            onSave={async (body) => {
              await save.mutateAsync(body);
              showToast(t('organizerSaved'), 'success');
            }}
          />
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="console-form" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={220} />
      <Skeleton height={320} />
      <Skeleton height={160} />
    </div>
  );
}
