import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileBadge, MailWarning } from 'lucide-react';
import type { OrganizerCompany } from '../../../../shared/api/organizerTeams';
import { Avatar } from '../../../components/Avatar';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { showToast } from '../../../lib/toast';
import { useCreateCompany, useOrganizerCompanies, useRemoveCompany, useRenameCompany } from './api';
import { CompanyForm } from './CompanyForm';
import { CompanyNameForm } from './CompanyNameForm';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleList } from '../shared/ConsoleList';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import './companiesTeams.css';

/**
 * /organizer/companies: the companies taking part in the event with their contact person and
 * team count; add one (its contact person is invited by e-mail), rename it, take it out.
 */
export default function CompaniesScreen() {
  const { t } = useTranslation('organizer');
  const companies = useOrganizerCompanies();
  const create = useCreateCompany();
  return (
    <ConsoleScreen titleKey="sectionCompanies">
      <Card>
        <h2 className="console-form__group">{t('addCompany')}</h2>
        <CompanyForm
          onSave={async (body) => {
            await create.mutateAsync(body);
            showToast(t('companyAddedInvited', { email: body.contact_email }), 'success');
          }}
        />
      </Card>
      <ConsoleList
        query={companies}
        label={t('sectionCompanies')}
        empty={<EmptyState message={t('noCompaniesYet')} />}
      >
        {(company) => <CompanyRow key={company.id} company={company} />}
      </ConsoleList>
    </ConsoleScreen>
  );
}

function CompanyRow({ company }: { company: OrganizerCompany }) {
  const { t } = useTranslation('organizer');
  const rename = useRenameCompany();
  const remove = useRemoveCompany();
  return (
    <ConsoleItemRow
      name={company.name}
      leading={<Avatar src={company.photo_url} alt="" size={40} fallback="company" />}
      editForm={(close) => (
        <CompanyNameForm
          name={company.name}
          onCancel={close}
          onSave={async (name) => {
            await rename.mutateAsync({ id: company.id, name });
            showToast(t('organizerSaved'), 'success');
            close();
          }}
        />
      )}
      remove={{
        removal: remove,
        id: company.id,
        question: t('removeCompanyQuestion', { name: company.name }),
        warning: company.team_count > 0 ? t('removeCompanyHasTeams') : t('removeCompanyWarning'),
      }}
    >
      {company.contact_name === null ? (
        <span className="console-row__detail">{t('noContactPerson')}</span>
      ) : (
        <span className="console-row__detail company-row__contact">
          <bdi>{company.contact_name}</bdi>
          <bdi className="company-row__email" dir="ltr">
            {company.contact_email}
          </bdi>
        </span>
      )}
      <span className="company-row__facts">
        <span className="console-row__detail">
          {t('companyTeamCount', { count: company.team_count })}
        </span>
        {company.contact_pending && (
          <span className="company-row__pending">
            <MailWarning aria-hidden="true" size={16} />
            {t('invitationPending')}
          </span>
        )}
      </span>
      <Link
        to={`/organizer/companies/${company.id}/results`}
        className="company-row__results"
        aria-label={t('hrResultsFor', { name: company.name })}
      >
        <FileBadge aria-hidden="true" size={16} />
        {t('hrResultsLink')}
      </Link>
    </ConsoleItemRow>
  );
}
