import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import type { OrganizerTiebreakBattle } from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { showToast } from '../../../lib/toast';
import { useSaveTiebreak } from './api';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { consoleFailure } from '../shared/messages';

export interface TiebreakFormProps {
  /** The stored order. */
  initial: OrganizerTiebreakBattle[];
  /** The event's battles to choose from. */
  battles: OrganizerTiebreakBattle[];
}

const sameOrder = (a: OrganizerTiebreakBattle[], b: OrganizerTiebreakBattle[]) =>
  a.length === b.length && a.every((battle, index) => battle.id === b[index].id);

/**
 * The tiebreak order: the battles whose best rank decides between teams with equal points,
 * first one first. Battles are added from the event's list, moved up and down and taken out;
 * nothing is stored until it is saved.
 */
export function TiebreakForm({ initial, battles }: TiebreakFormProps) {
  const { t } = useTranslation('organizer');
  const save = useSaveTiebreak();
  const [order, setOrder] = useState(initial);
  const choices = battles.filter((battle) => !order.some((chosen) => chosen.id === battle.id));
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = choices.find((battle) => battle.id === choice) ?? choices[0];
  const changed = !sameOrder(order, initial);

  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setOrder(next);
  };

  const onSave = async () => {
    try {
      await save.mutateAsync(order.map((battle) => battle.id));
      showToast(t('organizerSaved'), 'success');
    } catch (failure) {
      console.error('Failed to save the tiebreak order', failure);
      showToast(consoleFailure(failure), 'error');
    }
  };

  return (
    <div className="console-form">
      {order.length === 0 ? (
        <p className="console__lead">{t('tiebreakEmpty')}</p>
      ) : (
        <ol className="console-list tiebreak-list" aria-label={t('tiebreakTitle')}>
          {order.map((battle, index) => (
            <ConsoleItemRow
              key={battle.id}
              name={battle.name}
              leading={
                <span className="tiebreak-list__position" aria-hidden="true">
                  {index + 1}
                </span>
              }
              actions={
                <>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('tiebreakMoveUp', { name: battle.name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" size={20} />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('tiebreakMoveDown', { name: battle.name })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" size={20} />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('tiebreakRemove', { name: battle.name })}
                    onClick={() => setOrder(order.filter((other) => other.id !== battle.id))}
                  >
                    <X aria-hidden="true" size={20} />
                  </button>
                </>
              }
            />
          ))}
        </ol>
      )}
      {chosen ? (
        <div className="tiebreak-add">
          <SelectField
            label={t('tiebreakAddLabel')}
            value={chosen.id}
            onChange={(event) => setChoice(Number(event.target.value))}
          >
            {choices.map((battle) => (
              <option key={battle.id} value={battle.id}>
                {battle.name}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" onClick={() => setOrder([...order, chosen])}>
            <Plus aria-hidden="true" size={20} />
            {t('tiebreakAdd')}
          </Button>
        </div>
      ) : (
        battles.length === 0 && <p className="console__lead">{t('tiebreakNoBattles')}</p>
      )}
      <div className="console-form__actions">
        {changed && (
          <Button variant="ghost" onClick={() => setOrder(initial)}>
            {t('pointsDiscardChanges')}
          </Button>
        )}
        <Button busy={save.isPending} disabled={!changed} onClick={onSave}>
          {t('tiebreakSave')}
        </Button>
      </div>
    </div>
  );
}
