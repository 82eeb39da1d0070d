import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { OrganizerHouse } from '../../../shared/api/organizer';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { EmptyState } from '../../components/EmptyState';
import { showToast } from '../../lib/toast';
import { useCreateHouse, useDeleteHouse, useHouses, useSaveHouse } from './api';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from './ConsoleScreen';
import { HouseForm } from './HouseForm';
import { consoleFailure } from './messages';

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
      <ConsoleQuery query={houses} loading={<ConsoleListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('noHousesYet')} />
          ) : (
            <ul className="console-list card" aria-label={t('sectionHouses')}>
              {list.map((house) => (
                <HouseRow key={house.id} house={house} />
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function HouseRow({ house }: { house: OrganizerHouse }) {
  const { t } = useTranslation('organizer');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveHouse();
  const remove = useDeleteHouse();

  if (editing) {
    return (
      <li className="console-list__item">
        <HouseForm
          initial={{ name: house.name, color: house.color }}
          submitLabel={t('save')}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            await save.mutateAsync({ ...body, id: house.id });
            showToast(t('organizerSaved'), 'success');
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="console-list__item console-row">
      <span
        className="console-row__swatch"
        style={{ background: house.color }}
        aria-hidden="true"
      />
      <span className="console-row__text">
        <span className="console-row__title">
          <bdi>{house.name}</bdi>
        </span>
        <span className="console-row__detail">
          {t('houseTeamCount', { count: house.team_count })}
        </span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('editItem', { name: house.name })}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" size={20} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('deleteItem', { name: house.name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" size={20} />
      </button>
      {confirming && (
        <ConfirmSheet
          title={t('deleteHouseQuestion', { name: house.name })}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(house.id, {
              onSuccess: () => showToast(t('organizerDeleted'), 'success'),
              onError: (failure) => showToast(consoleFailure(failure), 'error'),
              onSettled: () => setConfirming(false),
            })
          }
        >
          {t('deleteHouseWarning')}
        </ConfirmSheet>
      )}
    </li>
  );
}
