import { useTranslation } from 'react-i18next';
import type { OrganizerHouse } from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { showToast } from '../../../lib/toast';
import { useHouses } from '../shared/api';
import { useCreateHouse, useDeleteHouse, useSaveHouse } from './api';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleList } from '../shared/ConsoleList';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import { HouseForm } from './HouseForm';

/** /organizer/houses: the event's houses with their colours; add, change and remove them. */
export default function HousesScreen() {
  const { t } = useTranslation('organizer');
  const houses = useHouses();
  const create = useCreateHouse();
  return (
    <ConsoleScreen titleKey="sectionHouses">
      <Card>
        <h2 className="console-form__group">{t('addHouse')}</h2>
        <HouseForm
          initial={{ name: '', color: '#FF784B' }}
          submitLabel={t('addHouse')}
          onSave={async (body) => {
            await create.mutateAsync(body);
            showToast(t('organizerCreated'), 'success');
          }}
        />
      </Card>
      <ConsoleList
        query={houses}
        label={t('sectionHouses')}
        empty={<EmptyState message={t('noHousesYet')} />}
      >
        {(house) => <HouseRow key={house.id} house={house} />}
      </ConsoleList>
    </ConsoleScreen>
  );
}

function HouseRow({ house }: { house: OrganizerHouse }) {
  const { t } = useTranslation('organizer');
  const save = useSaveHouse();
  const remove = useDeleteHouse();
  return (
    <ConsoleItemRow
      name={house.name}
      leading={
        <span
          className="console-row__swatch"
          style={{ background: house.color }}
          aria-hidden="true"
        />
      }
      editForm={(close) => (
        <HouseForm
          initial={{ name: house.name, color: house.color }}
          submitLabel={t('save')}
          onCancel={close}
          onSave={async (body) => {
            await save.mutateAsync({ ...body, id: house.id });
            showToast(t('organizerSaved'), 'success');
            close();
          }}
        />
      )}
      remove={{
        removal: remove,
        id: house.id,
        question: t('deleteHouseQuestion', { name: house.name }),
        warning: t('deleteHouseWarning'),
      }}
    >
      <span className="console-row__detail">
        {t('houseTeamCount', { count: house.team_count })}
      </span>
    </ConsoleItemRow>
  );
}
