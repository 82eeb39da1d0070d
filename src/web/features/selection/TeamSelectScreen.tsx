import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SelectableTeam } from '../../../shared/api/selection';
import { BackLink } from '../../components/BackLink';
import { ChoiceCard } from '../../components/ChoiceCard';
import { DateText } from '../../components/DateText';
import { Img } from '../../components/Img';
import { setSelection } from '../../lib/session';
import { useChooseTeam, useSelectableTeams } from './api';
import { ChoiceList } from './ChoiceList';
import { NewcomerHelp } from './NewcomerHelp';
import { nextScreen } from './nextScreen';
import { SelectionLayout } from './SelectionLayout';

/**
 * /team-select: the player's teams (photo, team name, event name, event date); back to /role.
 * A choice stores otherTeamId and leads to /home (product.md §4).
 */
export default function TeamSelectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teams = useSelectableTeams();
  const choose = useChooseTeam();

  const onChoose = (team: SelectableTeam) => {
    if (choose.isPending) return;
    choose.mutate(
      { teamId: team.team_id, eventId: team.event_id },
      {
        onSuccess: (answer) => {
          setSelection('otherTeamId', team.team_id);
          void navigate(nextScreen(answer.redirect, '/home'));
        },
        onError: (error) => console.error('Failed to select team', error),
      },
    );
  };

  return (
    <SelectionLayout
      title={t('chooseTeam')}
      subtitle={t('chooseTeamSubtitle')}
      back={<BackLink to="/role" label={t('back')} />}
    >
      <ChoiceList
        query={teams}
        items={teams.data?.teams}
        empty={<NewcomerHelp newcomer="player" />}
        itemKey={(team) => `${team.event_id}-${team.team_id}`}
        renderItem={(team) => (
          <ChoiceCard
            title={team.team_name}
            details={
              <>
                <span>{team.event_name}</span>
                <DateText value={team.event_date} />
              </>
            }
            media={
              <Img
                src={team.team_photo}
                alt=""
                fallback="team"
                className="choice-card__thumb"
                width={56}
                height={56}
              />
            }
            busy={
              choose.isPending &&
              choose.variables?.teamId === team.team_id &&
              choose.variables.eventId === team.event_id
            }
            disabled={choose.isPending}
            onChoose={() => onChoose(team)}
          />
        )}
      />
    </SelectionLayout>
  );
}
