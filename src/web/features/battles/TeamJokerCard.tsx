import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { BattleResponse } from '../../../shared/api/battles';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { JokerBadge } from '../../components/JokerBadge';
import { SelectionLink } from '../../components/SelectionLink';
import { formatLongDate } from '../../lib/dates';
import { isolate } from '../../lib/isolate';
import { showToast } from '../../lib/toast';
import { useChooseJoker } from './api';
import { jokerErrorText } from './jokerErrorText';
import { JokerThumb } from './JokerThumb';

/**
 * A player's joker on /battle: the team's current joker (a link to its own challenge) or
 * noJokerSelected, and "choose as joker" when the server says this challenge may be chosen
 * now (can_choose_joker, the shared jokerRefusal rule). A team has one joker, so when it has
 * another one already, a sheet asks first, naming both challenges. Success refetches the
 * challenge and the list; failure is a closable toast with the server's message (product.md §8).
 */
export function TeamJokerCard({ battle }: { battle: BattleResponse }) {
  const { t, i18n } = useTranslation();
  const choose = useChooseJoker();
  const [confirming, setConfirming] = useState(false);
  const { joker } = battle;
  const replacing = joker !== null && joker.id !== battle.id ? joker : null;

  const chooseNow = () => {
    choose.mutate(battle.id, {
      onSuccess: () => showToast(t('jokerChosen'), 'success'),
      onError: (error) => {
        console.error('Failed to choose joker', error);
        showToast(jokerErrorText(error), 'error');
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Card as="section" className="team-joker" aria-labelledby="team-joker-title">
      <h2 id="team-joker-title" className="battle-section__title">
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
          <Button
            onClick={replacing ? () => setConfirming(true) : chooseNow}
            busy={choose.isPending}
          >
            {t('chooseAsJoker')}
          </Button>
          <p className="team-joker__hint">
            {t('jokerChooseBefore', {
              date: formatLongDate(battle.closing_date, i18n.resolvedLanguage ?? i18n.language),
            })}
          </p>
        </>
      )}
      {confirming && replacing && (
        <ConfirmSheet
          title={t('replaceJokerTitle')}
          confirmLabel={t('replaceJokerConfirm')}
          cancelLabel={t('cancel')}
          onConfirm={chooseNow}
          onCancel={() => setConfirming(false)}
          busy={choose.isPending}
        >
          <p>
            {t('replaceJokerMessage', {
              current: isolate(replacing.name),
              next: isolate(battle.name),
            })}
          </p>
        </ConfirmSheet>
      )}
    </Card>
  );
}
