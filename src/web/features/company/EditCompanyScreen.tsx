import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { ShieldAlert } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  COMPANY_BIO_MAX,
  COMPANY_LINK_MAX,
  editCompanyBody,
  type EditCompanyBody,
  type EditCompanyInput,
  type EditCompanyReadResponse,
} from '../../../shared/api/company';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { EmailField } from '../../components/EmailField';
import { EmptyState } from '../../components/EmptyState';
import { PictureEditor } from '../../components/PictureEditor';
import { QueryView } from '../../components/QueryView';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useSelectionId } from '../../lib/useSelectionId';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import { useDeleteLogo, useEditCompanyForm, useSaveCompany, useUploadLogo } from './api';
import { TextAreaField } from '../../components/TextAreaField';
import './company.css';

const FIELDS = ['name', 'personal_website', 'email', 'bio', 'video_url'] as const;

/**
 * /edit-company (product.md §2): the logo (upload, delete after confirmation), name (required),
 * website, e-mail, bio and video link, for the company's admins. Saving returns to /company
 * with a toast; a refusal lands on its field, any other failure toasts the server's reason or
 * 'Failed to edit company' (product.md §8).
 */
export default function EditCompanyScreen() {
  const { t } = useTranslation();
  const companyId = useSelectionId('otherCompanyId');
  const form = useEditCompanyForm(companyId);
  const uploadLogo = useUploadLogo(companyId);
  const deleteLogo = useDeleteLogo(companyId);
  return (
    <section className="screen">
      <BackLink to="/company" label={t('back')} />
      <h1>{t('editCompany')}</h1>
      <AdminOnly query={form}>
        {(data) => (
          <>
            <PictureEditor
              kind="company"
              name={data.name}
              picture={data.photo_url}
              upload={uploadLogo}
              remove={deleteLogo}
            />
            <EditCompanyForm companyId={companyId} data={data} />
          </>
        )}
      </AdminOnly>
    </section>
  );
}

/** The read's states, with a plain "only the company's admins" for a caller who is not one. */
function AdminOnly({
  query,
  children,
}: {
  query: UseQueryResult<EditCompanyReadResponse>;
  children: (data: EditCompanyReadResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <EmptyState
        message={t('notCompanyAdmin')}
        icon={<ShieldAlert aria-hidden="true" size={40} />}
      >
        <ButtonLink to="/company" variant="secondary">
          {t('company')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <QueryView
      query={query}
      loading={<EditCompanySkeleton />}
      notFound={<EmptyState message={t('companyNotFound')} />}
    >
      {children}
    </QueryView>
  );
}

/** The server's reason when the app knows its words, else product.md §8's 'Failed to edit company'. */
function editFailureText(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.message !== DEFAULT_ERROR_MESSAGE &&
    i18next.exists(error.message)
  ) {
    return i18next.t(error.message as CommonKey);
  }
  return i18next.t('companyEditFailed');
}

function EditCompanyForm({
  companyId,
  data,
}: {
  companyId: number | null;
  data: EditCompanyReadResponse;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCompany(companyId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditCompanyInput, unknown, EditCompanyBody>({
    resolver: zodResolver(editCompanyBody),
    mode: 'onTouched',
    defaultValues: {
      name: data.name,
      personal_website: data.personal_website ?? '',
      email: data.email ?? '',
      bio: data.bio ?? '',
      video_url: data.video_url ?? '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showToast(t('companySaved'), 'success');
      void navigate('/company');
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        console.error('Failed to edit company', error);
        showToast(editFailureText(error), 'error');
      }
    }
  });

  return (
    <form className="company-form" noValidate onSubmit={onSubmit}>
      <Card>
        <TextField
          label={t('companyName')}
          autoComplete="organization"
          required
          error={messageText(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('companyWebsite')}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          maxLength={COMPANY_LINK_MAX}
          hint={t('companyWebsiteHint')}
          error={messageText(errors.personal_website?.message)}
          {...register('personal_website')}
        />
        <EmailField
          label={t('companyEmail')}
          maxLength={254}
          error={messageText(errors.email?.message)}
          {...register('email')}
        />
      </Card>
      <Card>
        <TextAreaField
          label={t('companyBio')}
          maxLength={COMPANY_BIO_MAX}
          hint={t('companyBioHint', { max: COMPANY_BIO_MAX })}
          error={messageText(errors.bio?.message)}
          {...register('bio')}
        />
        <TextField
          label={t('companyVideoUrl')}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          maxLength={COMPANY_LINK_MAX}
          hint={t('companyVideoHint')}
          error={messageText(errors.video_url?.message)}
          {...register('video_url')}
        />
      </Card>
      <Button type="submit" busy={isSubmitting}>
        {t('companySave')}
      </Button>
    </form>
  );
}

function EditCompanySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={130} />
      <Skeleton height={300} />
      <Skeleton height={260} />
      <Skeleton height={48} />
    </div>
  );
}
