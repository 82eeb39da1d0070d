import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyContactBody, type ExistingCompany } from '../../../../shared/api/organizerTeams';
import { companyNameKey, sameCompanyName } from '../../../../shared/companyName';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { showToast } from '../../../lib/toast';
import { consoleFailure } from '../shared/messages';
import { useAddExistingCompany, useCompanySearch } from './api';

/** What the organizer typed for the contact person, checked before it is offered. */
export interface TypedContact {
  first_name: string;
  last_name: string;
  email: string;
}

export interface ExistingCompanyPickerProps {
  /** The company name as typed so far. */
  typed: string;
  contact: TypedContact;
  /** The server refused the typed name as another company's (409 `companyExists`). */
  conflict: boolean;
  /** After a company joined the event: the form starts again. */
  onAdded: () => void;
}

/** The typed text, once the typing has paused for a moment. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The add form's picker: while a name is typed, the companies that exist already (in other
 * events) with their logo, contact person and past events, each of which can join this event
 * as it is. After a 409 `companyExists` it shows the company of that name as the offer.
 */
export function ExistingCompanyPicker({
  typed,
  contact,
  conflict,
  onAdded,
}: ExistingCompanyPickerProps) {
  const { t } = useTranslation('organizer');
  const titleId = useId();
  const settled = useSettled(typed);
  const search = useCompanySearch(conflict ? typed : settled);
  const add = useAddExistingCompany();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [newContact, setNewContact] = useState<Record<number, boolean>>({});

  const typedContact = companyContactBody.safeParse(contact);
  const typedName = typedContact.success
    ? `${typedContact.data.first_name} ${typedContact.data.last_name}`
    : '';
  const found = search.data ?? [];
  const exact = found.find((company) => sameCompanyName(company.name, typed));
  const shown = conflict && exact ? [exact] : found;
  if (companyNameKey(typed).length < 2 || shown.length === 0) return null;

  async function addToEvent(company: ExistingCompany) {
    const replace =
      newContact[company.id] === true && typedContact.success ? typedContact.data : null;
    setBusyId(company.id);
    try {
      await add.mutateAsync({ company_id: company.id, contact: replace });
      const toast = replace
        ? t('companyReusedNewContact', {
            name: company.name,
            contact: typedName,
          })
        : company.contact_name
          ? t('companyReusedKept', { name: company.name, contact: company.contact_name })
          : t('companyReusedNoContact', { name: company.name });
      showToast(toast, 'success');
      setNewContact({});
      onAdded();
    } catch (failure) {
      console.error('Failed to add the existing company', failure);
      showToast(consoleFailure(failure), 'error');
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="company-picker" aria-labelledby={titleId}>
      <h3 id={titleId} className="company-picker__title">
        {conflict && exact
          ? t('existingCompanyOffer', { name: exact.name })
          : t('existingCompaniesTitle')}
      </h3>
      <p className="console-note">{t('existingCompaniesHint')}</p>
      <ul className="company-picker__list">
        {shown.map((company) => {
          const offersContact =
            typedContact.success &&
            !company.in_event &&
            typedContact.data.email.toLowerCase() !== company.contact_email?.toLowerCase();
          return (
            <li key={company.id} className="company-picker__option">
              <div className="company-picker__company">
                <Avatar src={company.photo_url} alt="" size={40} fallback="company" />
                <div className="company-picker__facts">
                  <bdi id={`${titleId}-${company.id}`} className="company-picker__name">
                    {company.name}
                  </bdi>
                  <span className="console-row__detail">
                    {company.contact_name === null
                      ? t('noContactPerson')
                      : t('existingCompanyContact', { name: company.contact_name })}
                  </span>
                  {company.past_events.length > 0 && (
                    <span className="console-row__detail">
                      {t('existingCompanyPastEvents', { events: company.past_events.join(', ') })}
                    </span>
                  )}
                </div>
              </div>
              {company.in_event ? (
                <span className="company-picker__in-event">{t('existingCompanyInEvent')}</span>
              ) : (
                <>
                  {offersContact && typedContact.success && (
                    <CheckField
                      label={
                        company.contact_name
                          ? t('makeContactInstead', {
                              name: typedName,
                              current: company.contact_name,
                            })
                          : t('makeContact', { name: typedName })
                      }
                      checked={newContact[company.id] === true}
                      onChange={(event) =>
                        setNewContact((was) => ({ ...was, [company.id]: event.target.checked }))
                      }
                    />
                  )}
                  <Button
                    variant="secondary"
                    busy={busyId === company.id}
                    disabled={busyId !== null && busyId !== company.id}
                    // Named by its text (axe label-content-name-mismatch), the company as its description.
                    aria-describedby={`${titleId}-${company.id}`}
                    onClick={() => void addToEvent(company)}
                  >
                    {t('addExistingCompany')}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
