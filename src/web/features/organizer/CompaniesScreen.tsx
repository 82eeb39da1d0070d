import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailWarning, Pencil, Trash2 } from 'lucide-react';
import type { OrganizerCompany } from '../../../shared/api/organizerTeams';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { EmptyState } from '../../components/EmptyState';
import { showToast } from '../../lib/toast';
import {
  useCreateCompany,
  useOrganizerCompanies,
  useRemoveCompany,
  useRenameCompany,
} from './apiTeams';
import { CompanyForm } from './CompanyForm';
import { CompanyNameForm } from './CompanyNameForm';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from './ConsoleScreen';
import { consoleFailure } from './messages';
import './organizerTeams.css';

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
      <ConsoleQuery query={companies} loading={<ConsoleListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('noCompaniesYet')} />
          ) : (
            <ul className="console-list card" aria-label={t('sectionCompanies')}>
              {list.map((company) => (
                <CompanyRow key={company.id} company={company} />
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function CompanyRow({ company }: { company: OrganizerCompany }) {
  const { t } = useTranslation('organizer');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameCompany();
  const remove = useRemoveCompany();

  if (editing) {
    return (
      <li className="console-list__item">
        <CompanyNameForm
          name={company.name}
          onCancel={() => setEditing(false)}
          onSave={async (name) => {
            await rename.mutateAsync({ id: company.id, name });
            showToast(t('organizerSaved'), 'success');
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="console-list__item console-row">
      <Avatar src={company.photo_url} alt="" size={40} fallback="company" />
      <span className="console-row__text">
        <span className="console-row__title">
          <bdi>{company.name}</bdi>
        </span>
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
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('editItem', { name: company.name })}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" size={20} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('deleteItem', { name: company.name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" size={20} />
      </button>
      {confirming && (
        <ConfirmSheet
          title={t('removeCompanyQuestion', { name: company.name })}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(company.id, {
              onSuccess: () => showToast(t('organizerDeleted'), 'success'),
              onError: (failure) => showToast(consoleFailure(failure), 'error'),
              onSettled: () => setConfirming(false),
            })
          }
        >
          {company.team_count > 0 ? t('removeCompanyHasTeams') : t('removeCompanyWarning')}
        </ConfirmSheet>
      )}
    </li>
  );
}
