import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { ChoiceCard } from '../../components/ChoiceCard';
import { Img } from '../../components/Img';
import { useChooseBattle, useSelectableBattles } from './api';
import { ChoiceList } from './ChoiceList';
import { NewcomerHelp } from './NewcomerHelp';
import { nextScreen } from './nextScreen';
import { SelectionLayout } from './SelectionLayout';

/** /battle-select: the crew member's challenges in the chosen event; back to /event-select. */
export default function BattleSelectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const battles = useSelectableBattles();
  const choose = useChooseBattle();

  const onChoose = (battleId: number) => {
    if (choose.isPending) return;
    choose.mutate(battleId, {
      onSuccess: (answer) => void navigate(nextScreen(answer.redirect, '/home')),
      onError: (error) => console.error('Failed to select battle', error),
    });
  };

  return (
    <SelectionLayout
      title={t('chooseBattle')}
      subtitle={t('chooseBattleSubtitle')}
      back={<BackLink to="/event-select" label={t('back')} />}
    >
      <ChoiceList
        query={battles}
        items={battles.data?.battles}
        empty={<NewcomerHelp newcomer="crewBattle" />}
        itemKey={(battle) => battle.id}
        renderItem={(battle) => (
          <ChoiceCard
            title={battle.name}
            media={
              <Img
                src={battle.photo_url}
                alt=""
                fallback="battle"
                className="choice-card__thumb"
                width={56}
                height={56}
              />
            }
            busy={choose.isPending && choose.variables === battle.id}
            disabled={choose.isPending}
            onChoose={() => onChoose(battle.id)}
          />
        )}
      />
    </SelectionLayout>
  );
}
