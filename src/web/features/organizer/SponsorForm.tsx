import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  SPONSOR_PICTURE_LINK_MAX,
  sponsorBody,
  type SponsorBody,
  type SponsorInput,
} from '../../../shared/api/organizerPrizes';
import type { CompanyListItem } from '../../../shared/api/company';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { refreshAfterChange } from './api';
import { consoleFailure, consoleMessage } from './messages';
import { PrizeSelectField } from './PrizeSelectField';

export interface SponsorFormProps {
  companies: readonly CompanyListItem[];
  onSave: (body: SponsorBody) => Promise<void>;
}

const EMPTY: SponsorInput = { company_id: null, photo_url: '' };

/** A sponsor: a company taking part (its logo opens its page), a picture link, or both. */
export function SponsorForm({ companies, onSave }: SponsorFormProps) {
  const { t } = useTranslation('organizer');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SponsorInput, unknown, SponsorBody>({
    resolver: zodResolver(sponsorBody),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(EMPTY);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) {
        setError('company_id', { type: 'server', message: failure.message }, { shouldFocus: true });
        if (failure.status === 404) void refreshAfterChange(queryClient);
      } else if (!applyServerFieldErrors(failure, setError, ['company_id', 'photo_url'])) {
        console.error('Failed to add the sponsor', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <PrizeSelectField
        label={t('sponsorCompany')}
        hint={t('sponsorCompanyHint')}
        error={consoleMessage(errors.company_id?.message)}
        {...register('company_id', {
          setValueAs: (value: string | null) =>
            value === '' || value === null ? null : Number(value),
        })}
      >
        <option value="">{t('sponsorNoCompany')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </PrizeSelectField>
      <TextField
        label={t('sponsorPictureLink')}
        type="url"
        inputMode="url"
        dir="ltr"
        maxLength={SPONSOR_PICTURE_LINK_MAX}
        hint={t('sponsorPictureLinkHint')}
        error={consoleMessage(errors.photo_url?.message)}
        {...register('photo_url')}
      />
      <div className="console-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('addSponsor')}
        </Button>
      </div>
    </form>
  );
}
