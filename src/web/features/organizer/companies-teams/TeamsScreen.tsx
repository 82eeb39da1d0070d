import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizerHouse } from '../../../../shared/api/organizer';
import type { OrganizerCompany, OrganizerTeam } from '../../../../shared/api/organizerTeams';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { EmptyState } from '../../../components/EmptyState';
import { Notice } from '../../../components/Notice';
import { SelectField } from '../../../components/SelectField';
import { showToast } from '../../../lib/toast';
import { useHouses } from '../shared/api';
import {
  useCreateTeam,
  useDeleteTeam,
  useOrganizerCompanies,
  useOrganizerTeams,
  useSaveTeam,
} from './api';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { TeamForm } from './TeamForm';
import './companiesTeams.css';

/** What the team forms choose from: the event's companies and houses. */
interface Choices {
  companies: readonly OrganizerCompany[];
  houses: readonly OrganizerHouse[];
}

/**
 * /organizer/teams: the event's teams grouped by company (one company at a time when filtered);
 * add a team with its company and house, change it, remove it.
 */
export default function TeamsScreen() {
  const companies = useOrganizerCompanies();
  const houses = useHouses();
  return (
    <ConsoleScreen titleKey="sectionTeams">
      <ConsoleQuery query={companies} loading={<FormSkeleton />}>
        {(companyList) => (
          <ConsoleQuery query={houses} loading={<FormSkeleton />}>
            {(houseList) => <TeamsContent companies={companyList} houses={houseList} />}
          </ConsoleQuery>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

/** The add form while the companies and houses load: its label and field lines. */
function FormSkeleton() {
  return (
    <CardSkeleton
      lines={['40%', '100%', '100%', '100%']}
      lineClassName="team-form-skeleton__line"
    />
  );
}

function TeamsContent(choices: Choices) {
  const { t } = useTranslation('organizer');
  const teams = useOrganizerTeams();
  const create = useCreateTeam();
  const [companyFilter, setCompanyFilter] = useState('');

  if (choices.companies.length === 0) {
    return (
      <Notice kind="info" title={t('teamsNeedCompany')}>
        <p>{t('teamsNeedCompanyHint')}</p>
        <ButtonLink to="/organizer/companies" variant="secondary">
          {t('sectionCompanies')}
        </ButtonLink>
      </Notice>
    );
  }
  const shown = choices.companies.filter(
    (company) => companyFilter === '' || String(company.id) === companyFilter,
  );
  return (
    <>
      <Card>
        <h2 className="console-form__group">{t('addTeam')}</h2>
        <TeamForm
          {...choices}
          initial={{
            name: '',
            ...(choices.companies.length === 1 ? { company_id: choices.companies[0].id } : {}),
          }}
          submitLabel={t('addTeam')}
          onSave={async (body) => {
            await create.mutateAsync(body);
            showToast(t('organizerCreated'), 'success');
          }}
        />
      </Card>
      <ConsoleQuery query={teams} loading={<ConsoleListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('noTeamsYet')} />
          ) : (
            <>
              {choices.companies.length > 1 && (
                <SelectField
                  label={t('filterByCompany')}
                  value={companyFilter}
                  onChange={(event) => setCompanyFilter(event.target.value)}
                >
                  <option value="">{t('allCompanies')}</option>
                  {choices.companies.map((company) => (
                    <option key={company.id} value={company.id}>
                      {company.name}
                    </option>
                  ))}
                </SelectField>
              )}
              {shown.map((company) => (
                <CompanyTeams
                  key={company.id}
                  company={company}
                  teams={list.filter((team) => team.company_id === company.id)}
                  filtered={companyFilter !== ''}
                  choices={choices}
                />
              ))}
            </>
          )
        }
      </ConsoleQuery>
    </>
  );
}

/** One company's teams under its name; a company without teams shows only when it is filtered. */
function CompanyTeams({
  company,
  teams,
  filtered,
  choices,
}: {
  company: OrganizerCompany;
  teams: OrganizerTeam[];
  filtered: boolean;
  choices: Choices;
}) {
  const { t } = useTranslation('organizer');
  if (teams.length === 0 && !filtered) return null;
  return (
    <section className="team-group" aria-label={company.name}>
      <h2 className="team-group__title">
        <bdi>{company.name}</bdi>
        <span className="team-group__count">{t('companyTeamCount', { count: teams.length })}</span>
      </h2>
      {teams.length === 0 ? (
        <p className="console__lead">{t('noTeamsForCompany')}</p>
      ) : (
        <Card as="ul" className="console-list">
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} choices={choices} />
          ))}
        </Card>
      )}
    </section>
  );
}

function TeamRow({ team, choices }: { team: OrganizerTeam; choices: Choices }) {
  const { t } = useTranslation('organizer');
  const save = useSaveTeam();
  const remove = useDeleteTeam();
  return (
    <ConsoleItemRow
      name={team.name}
      leading={
        <span
          className={
            team.house_color ? 'console-row__swatch' : 'console-row__swatch team-row__no-house'
          }
          style={team.house_color ? { background: team.house_color } : undefined}
          aria-hidden="true"
        />
      }
      editForm={(close) => (
        <TeamForm
          {...choices}
          initial={{ name: team.name, company_id: team.company_id, house_id: team.house_id }}
          submitLabel={t('save')}
          onCancel={close}
          onSave={async (body) => {
            await save.mutateAsync({ ...body, id: team.id });
            showToast(t('organizerSaved'), 'success');
            close();
          }}
        />
      )}
      remove={{
        removal: remove,
        id: team.id,
        question: t('deleteTeamQuestion', { name: team.name }),
        warning:
          team.player_count > 0
            ? t('deleteTeamPlayersLeave', { count: team.player_count, company: team.company_name })
            : t('deleteTeamWarning'),
      }}
    >
      <span className="console-row__detail">
        {team.house_name === null ? (
          t('noHouse')
        ) : (
          <bdi>{t('teamHouseName', { name: team.house_name })}</bdi>
        )}
      </span>
      <span className="console-row__detail">
        {t('teamPlayerCount', { count: team.player_count })}
      </span>
    </ConsoleItemRow>
  );
}
