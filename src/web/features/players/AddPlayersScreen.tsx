import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Building2, Share2, UserPlus, Users } from 'lucide-react';
import type { AddPlayersResponse, AvailableEmployee } from '../../../shared/api/players';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { SearchInput } from '../../components/SearchInput';
import { ApiError, apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useSearch } from '../../lib/useSearch';
import { useSelectionId } from '../../lib/useSelectionId';
import { messageText } from '../access/formMessages';
import { useAddPlayers, usePlayerAction } from './api';
import { AddEmployeeButton } from './AddEmployeeButton';
import { CaptainBadge } from './CaptainBadge';
import { CreateTeamEmployeeForm } from './CreateTeamEmployeeForm';
import { NotTeamManager } from './NotTeamManager';
import { PersonRow } from './PersonRow';
import { PlayersSkeleton } from './PlayersSkeleton';
import { InviteButton } from './InviteButton';
import { InviteLinksList } from './InviteLinksList';
import { TeamPlayersHeading } from './TeamPlayersHeading';
import './players.css';

/** The e-mail address comes with the company's admins' answer only; others search by name. */
const searchFields = (employee: AvailableEmployee) => [employee.full_name, employee.email];

/**
 * /add-players (SPEC §2): the team's players, the company's employees who can join (searchable,
 * each with an add button; their e-mail addresses for the company's admins only) and those
 * already playing in another team. The company's admin can
 * create an employee; anyone managing the team can share an invite to the company. A full team
 * (or one past its closing date) has nothing to add: the screen goes back to /players.
 */
export default function AddPlayersScreen() {
  const { t } = useTranslation();
  const teamId = useSelectionId('otherTeamId');
  const roster = useAddPlayers(teamId);

  const refused = roster.error instanceof ApiError && roster.error.status === 403;
  return (
    <section className="screen add-players">
      <BackLink to="/players" label={t('back')} />
      {refused ? (
        <NotTeamManager message={apiErrorText(roster.error)} />
      ) : (
        <QueryView
          query={roster}
          loading={<PlayersSkeleton rows={3} />}
          notFound={<EmptyState message={t('teamNotFound')} />}
        >
          {(data) => <AddPlayersPage teamId={teamId} data={data} current={!roster.isFetching} />}
        </QueryView>
      )}
    </section>
  );
}

interface AddPlayersPageProps {
  teamId: number | null;
  data: AddPlayersResponse;
  /** The data is not being fetched again: a cached answer may be out of date (a player removed since). */
  current: boolean;
}

function AddPlayersPage({ teamId, data, current }: AddPlayersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch(data.employees, searchFields);
  const [creating, setCreating] = useState(false);
  const action = usePlayerAction(teamId);
  const adding = action.isPending ? action.variables.playerId : null;
  const closed = !data.editable || data.players.length >= data.max_players;

  useEffect(() => {
    if (closed && current) void navigate('/players', { replace: true });
  }, [closed, current, navigate]);

  function add(employee: AvailableEmployee) {
    action.mutate(
      { action: 'add', playerId: employee.id },
      {
        onSuccess: (answer) => showToast(messageText(answer.message) ?? answer.message, 'success'),
        onError: (error) => console.error('Failed to add player', error),
      },
    );
  }

  const found = search.matches ?? data.employees;
  return (
    <>
      <TeamPlayersHeading
        title={t('addPlayers')}
        teamName={data.team_name}
        count={data.players.length}
        max={data.max_players}
      />

      <section className="add-players__section" aria-labelledby="add-players-team">
        <h2 id="add-players-team" className="add-players__title">
          {t('team')}
        </h2>
        {data.players.length === 0 ? (
          <p className="add-players__none">{t('noPlayersFound')}</p>
        ) : (
          <ul className="players-list players-list--compact" aria-labelledby="add-players-team">
            {data.players.map((player) => (
              <li key={player.id} className="card players-list__item">
                <PersonRow
                  name={player.full_name}
                  photoUrl={player.photo_url}
                  badge={player.is_captain ? <CaptainBadge /> : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="add-players__section" aria-labelledby="add-players-available">
        <h2 id="add-players-available" className="add-players__title">
          <span>{t('addPlayersAvailable')}</span>{' '}
          <span className="count-pill tabular-nums">{data.employees.length}</span>
        </h2>
        {data.employees.length > 0 && (
          <SearchInput
            label={t(data.user_company_id === null ? 'searchByName' : 'employeesSearch')}
            value={search.query}
            onChange={search.setQuery}
          />
        )}
        {data.employees.length === 0 ? (
          <EmptyState
            message={t('addPlayersNoEmployees')}
            icon={<Users aria-hidden="true" size={32} />}
          />
        ) : found.length === 0 ? (
          <p className="add-players__none">{t('employeesNoneFound')}</p>
        ) : (
          <ul className="players-list" aria-labelledby="add-players-available">
            {found.map((employee) => (
              <li key={employee.id} className="card players-list__item">
                <PersonRow
                  name={employee.full_name}
                  photoUrl={employee.photo_url}
                  detail={employee.email && <span dir="ltr">{employee.email}</span>}
                  action={
                    <AddEmployeeButton
                      name={employee.full_name}
                      busy={adding === employee.id}
                      disabled={action.isPending}
                      onAdd={() => add(employee)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {data.user_company_id !== null &&
          (creating ? (
            <CreateTeamEmployeeForm
              companyId={data.company_id}
              companyName={data.company_name}
              onDone={() => setCreating(false)}
            />
          ) : (
            <Button variant="secondary" onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" size={20} />
              {t('employeeCreate')}
            </Button>
          ))}
      </section>

      {data.other_players.length > 0 && (
        <section className="add-players__section" aria-labelledby="add-players-others">
          <h2 id="add-players-others" className="add-players__title">
            <span>{t('addPlayersOtherTeams')}</span>{' '}
            <span className="count-pill tabular-nums">{data.other_players.length}</span>
          </h2>
          <p className="add-players__hint">{t('addPlayersOtherTeamsHint')}</p>
          <ul className="players-list players-list--compact" aria-labelledby="add-players-others">
            {data.other_players.map((player) => (
              <li key={player.id} className="card players-list__item">
                <PersonRow
                  name={player.full_name}
                  photoUrl={player.photo_url}
                  detail={<span dir="auto">{player.team_name}</span>}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="card add-players-invite" aria-labelledby="add-players-invite">
        <h2 id="add-players-invite" className="add-players-invite__title">
          <Building2 aria-hidden="true" size={20} />
          {t('inviteCompany')}
        </h2>
        <p className="add-players__hint">
          {t('inviteCompanyHint', { company: data.company_name })}
        </p>
        <InviteButton
          target={{ companyId: data.company_id, teamId: null }}
          title={t('inviteCompany')}
          shareText={t('inviteCompanyText', { company: data.company_name })}
          explanation={t('inviteLinkCompanyExplanation', { company: data.company_name })}
        >
          <Share2 aria-hidden="true" size={20} />
          {t('inviteCompanyShare')}
        </InviteButton>
        <InviteLinksList target={{ companyId: data.company_id, teamId: null }} />
      </section>
    </>
  );
}
