import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  BIO_MAX,
  BIRTH_DATE_MIN,
  localDateText,
  withPastBirthDate,
  type EditProfileBody,
  type EditProfileData,
} from '../../../shared/api/profile';
import { NAME_MAX } from '../../../shared/validation';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PictureEditor } from '../../components/PictureEditor';
import { Skeleton } from '../../components/Skeleton';
import { Switch } from '../../components/Switch';
import { TextField } from '../../components/TextField';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import { useDeletePicture, useEditProfile, useSaveProfile, useUploadPicture } from './api';
import { BioField } from './BioField';
import { CountrySelect } from './CountrySelect';
import { GenderField } from './GenderField';
import { ProfileQuery } from './ProfileQuery';
import './profile.css';

const FIELDS = [
  'first_name',
  'name',
  'bio',
  'date_of_birth',
  'is_male',
  'country_id',
  'is_public',
] as const;

/**
 * /edit-profile (product.md §2): the picture (upload, delete after confirmation), first and last
 * name, bio, date of birth, gender, country (searchable) and the public switch. Saving goes to
 * /profile with a toast; a refusal lands on its field, any other failure is a toast (product.md §8).
 */
export default function EditProfileScreen() {
  const { t } = useTranslation();
  const profile = useEditProfile();
  const uploadPicture = useUploadPicture();
  const deletePicture = useDeletePicture();
  return (
    <section className="screen">
      <BackLink to="/profile" label={t('back')} />
      <h1>{t('editProfile')}</h1>
      <ProfileQuery query={profile} loading={<EditProfileSkeleton />}>
        {(data) => (
          <>
            <PictureEditor
              kind="person"
              picture={data.picture}
              upload={uploadPicture}
              remove={deletePicture}
            />
            <EditProfileForm data={data} />
          </>
        )}
      </ProfileQuery>
    </section>
  );
}

function EditProfileForm({ data }: { data: EditProfileData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProfile();
  // The device's calendar when the form opens: a date of birth lies before today.
  const [{ today, yesterday }] = useState(() => {
    const now = new Date();
    const dayBefore = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    return { today: localDateText(now), yesterday: localDateText(dayBefore) };
  });
  const schema = useMemo(() => withPastBirthDate(today), [today]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditProfileBody, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      first_name: data.first_name,
      name: data.name,
      bio: data.bio ?? '',
      date_of_birth: data.date_of_birth,
      is_male: data.is_male,
      country_id: data.country_id,
      is_public: data.is_public,
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showToast(t('profileSaved'), 'success');
      void navigate('/profile');
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        console.error('Failed to save profile', error);
        showToast(apiErrorText(error), 'error');
      }
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit}>
      <Card>
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          error={messageText(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
          error={messageText(errors.name?.message)}
          {...register('name')}
        />
        <BioField
          label={t('profileBio')}
          hint={t('profileBioHint', { max: BIO_MAX })}
          error={messageText(errors.bio?.message)}
          {...register('bio')}
        />
      </Card>
      <Card>
        <Controller
          control={control}
          name="date_of_birth"
          render={({ field }) => (
            <TextField
              label={t('profileDateOfBirth')}
              type="date"
              autoComplete="bday"
              min={BIRTH_DATE_MIN}
              max={yesterday}
              maxLength={null}
              error={messageText(errors.date_of_birth?.message)}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="is_male"
          render={({ field }) => (
            <GenderField
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              error={messageText(errors.is_male?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="country_id"
          render={({ field }) => (
            <CountrySelect
              countries={data.countries}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={messageText(errors.country_id?.message)}
            />
          )}
        />
      </Card>
      <Card>
        <Switch
          label={t('profilePublicSwitch')}
          hint={t('profilePublicHint')}
          {...register('is_public')}
        />
      </Card>
      <div className="profile-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('profileSave')}
        </Button>
      </div>
    </form>
  );
}

function EditProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={128} />
      <Skeleton height={360} />
      <Skeleton height={280} />
    </div>
  );
}
