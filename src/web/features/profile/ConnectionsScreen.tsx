import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { connectionsBody, SOCIAL_SERVICES, type Connections } from '../../../shared/api/profile';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CardSkeleton } from '../../components/CardSkeleton';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import { useConnections, useSaveConnections } from './api';
import { ProfileQuery } from './ProfileQuery';
import { SOCIAL_NAMES } from './socialServices';
import './profile.css';

type ConnectionsForm = z.input<typeof connectionsBody>;
const FIELDS = [...SOCIAL_SERVICES, 'phone'] as const;

/**
 * /connections (product.md §2): the socials (a user name or a link to the profile, each checked
 * against its own service) and a messaging number; Done saves and returns to /profile.
 */
export default function ConnectionsScreen() {
  const { t } = useTranslation();
  const connections = useConnections();
  return (
    <section className="screen">
      <BackLink to="/profile" label={t('back')} />
      <header className="profile-form__header">
        <h1>{t('connections')}</h1>
        <p className="profile-form__intro">{t('profileConnectionsIntro')}</p>
      </header>
      <ProfileQuery query={connections} loading={<ConnectionsSkeleton />}>
        {(values) => <ConnectionsFormCard values={values} />}
      </ProfileQuery>
    </section>
  );
}

function ConnectionsFormCard({ values }: { values: Connections }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveConnections();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConnectionsForm, unknown, z.output<typeof connectionsBody>>({
    resolver: zodResolver(connectionsBody),
    mode: 'onTouched',
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? ''])),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showToast(t('profileConnectionsSaved'), 'success');
      void navigate('/profile');
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        console.error('Failed to save socials', error);
        showToast(apiErrorText(error), 'error');
      }
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit}>
      <Card>
        {SOCIAL_SERVICES.map((service) => (
          <TextField
            key={service}
            label={SOCIAL_NAMES[service]}
            error={messageText(errors[service]?.message)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            dir="ltr"
            {...register(service)}
          />
        ))}
        <TextField
          label={t('profilePhone')}
          hint={t('profilePhoneHint')}
          error={messageText(errors.phone?.message)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          {...register('phone')}
        />
      </Card>
      <div className="profile-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('done')}
        </Button>
      </div>
    </form>
  );
}

function ConnectionsSkeleton() {
  return (
    <CardSkeleton>
      {FIELDS.map((field) => (
        <Skeleton key={field} height={96} />
      ))}
    </CardSkeleton>
  );
}
