import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { BattleResponse } from '../../../shared/api/battles';
import { Button } from '../../components/Button';
import { JokerBadge } from '../../components/JokerBadge';
import { SelectionLink } from '../../components/SelectionLink';
import { formatLongDate } from '../../lib/dates';
import { showToast } from '../../lib/toast';
import { useChooseJoker } from './api';
import { jokerErrorText } from './jokerErrorText';
import { JokerThumb } from './JokerThumb';

/**
 * A player's joker on /battle: the team's current joker (a link to its own challenge) or
 * noJokerSelected, and "choose as joker" when the server says this challenge may be chosen
 * now (can_choose_joker, the shared jokerRefusal rule). Success refetches the challenge and
 * the list; failure is a closable toast with the server's message (SPEC §8).
 */
export function TeamJokerCard({ battle }: { battle: BattleResponse }) {
  const { t, i18n } = useTranslation();
  const choose = useChooseJoker();
  const { joker } = battle;

  const onChoose = () => {
    choose.mutate(battle.id, {
      onSuccess: () => showToast(t('jokerChosen'), 'success'),
      onError: (error) => {
        console.error('Failed to choose joker', error);
        showToast(jokerErrorText(error), 'error');
      },
    });
  };

  return (
    <section className="card team-joker" aria-labelledby="team-joker-title">
      <h2 id="team-joker-title" className="card__title">
        {t('teamJoker')}
      </h2>
      {joker === null && <p className="text-muted">{t('noJokerSelected')}</p>}
      {joker !== null && joker.id === battle.id && (
        <div className="team-joker__current">
          <JokerThumb joker={joker} />
          <JokerBadge variant="chosen" />
        </div>
      )}
      {joker !== null && joker.id !== battle.id && (
        <SelectionLink
          to="/battle"
          selectionKey="selectedBattleId"
          id={joker.id}
          className="team-joker__current team-joker__link"
        >
          <JokerThumb joker={joker} />
          <ChevronRight className="flip-in-rtl" aria-hidden="true" size={20} />
        </SelectionLink>
      )}
      {battle.can_choose_joker && (
        <>
          <Button onClick={onChoose} busy={choose.isPending}>
            {t('chooseAsJoker')}
          </Button>
          <p className="team-joker__hint">
            {t('jokerChooseBefore', {
              date: formatLongDate(battle.closing_date, i18n.resolvedLanguage ?? i18n.language),
            })}
          </p>
        </>
      )}
    </section>
  );
}
