import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterEventChoice } from '../../../shared/selectionSteps';
import { BackLink } from '../../components/BackLink';
import { ChoiceCard } from '../../components/ChoiceCard';
import { DateText } from '../../components/DateText';
import { Img } from '../../components/Img';
import { useChooseEvent, useSelectableEvents } from './api';
import { ChoiceList } from './ChoiceList';
import { NewcomerHelp } from './NewcomerHelp';
import { nextScreen } from './nextScreen';
import { SelectionLayout } from './SelectionLayout';

/** /event-select: the events open to the chosen role (name, date, image); back to /role. */
export default function EventSelectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const events = useSelectableEvents();
  const choose = useChooseEvent();
  const role = events.data?.role;

  const onChoose = (eventId: number) => {
    if (choose.isPending) return;
    choose.mutate(eventId, {
      onSuccess: (answer) =>
        void navigate(nextScreen(answer.redirect, role ? afterEventChoice(role) : '/home')),
      onError: (error) => console.error('Failed to select event', error),
    });
  };

  return (
    <SelectionLayout
      title={t('chooseEvent')}
      subtitle={t('chooseEventSubtitle')}
      back={<BackLink to="/role" label={t('back')} />}
    >
      <ChoiceList
        query={events}
        items={events.data?.events}
        empty={<NewcomerHelp newcomer={role ?? null} />}
        itemKey={(event) => event.id}
        skeletonHeight={240}
        renderItem={(event) => (
          <ChoiceCard
            layout="banner"
            title={event.name}
            details={<DateText value={event.date} />}
            media={<Img src={event.photo_url} alt="" fallback="event" width={390} height={195} />}
            busy={choose.isPending && choose.variables === event.id}
            disabled={choose.isPending}
            onChoose={() => onChoose(event.id)}
          />
        )}
      />
    </SelectionLayout>
  );
}
