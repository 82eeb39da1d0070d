import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerForm, type RegisterForm } from '../../../shared/api/access';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { Notice } from '../../components/Notice';
import { EmailField } from '../../components/EmailField';
import { TextField } from '../../components/TextField';
import { apiErrorText } from '../../lib/api';
import { pendingEventJoin } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { AccessLayout } from '../../components/AccessLayout';
import { NewPasswordFields } from './NewPasswordFields';
import { useRegister } from './api';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import './access.css';

const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** /register: first name, last name, e-mail, password twice; then "check your mail". */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmation, ...body }) => {
    try {
      // A join link's event goes into the confirmation link, which may be opened in another tab.
      await registration.mutateAsync({ ...body, otherEventId: pendingEventJoin() ?? undefined });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, SERVER_FIELDS)) {
        showToast(apiErrorText(error), 'error');
      }
    }
  });

  if (registration.isSuccess) {
    return (
      <AccessLayout title={t('checkYourMail')}>
        <Notice kind="success" role="status">
          <p>{t('registrationMailSent')}</p>
        </Notice>
        <ButtonLink to="/login">{t('backToLogin')}</ButtonLink>
      </AccessLayout>
    );
  }

  return (
    <AccessLayout title={t('register')} subtitle={t('registerSubtitle')}>
      <Card>
        <form className="access-form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            error={messageText(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            error={messageText(errors.lastName?.message)}
            {...register('lastName')}
          />
          <EmailField
            label={t('email')}
            error={messageText(errors.email?.message)}
            {...register('email')}
          />
          <NewPasswordFields
            label={t('password')}
            password={register('password')}
            passwordError={messageText(errors.password?.message)}
            confirm={register('confirmPassword')}
            confirmError={messageText(errors.confirmPassword?.message)}
          />
          <Button type="submit" className="access-form__submit" busy={isSubmitting}>
            {t('register')}
          </Button>
        </form>
      </Card>
      <p className="access__switch">
        <span>{t('alreadyHaveAccount')}</span>
        <Link to="/login" className="text-link">
          {t('login')}
        </Link>
      </p>
    </AccessLayout>
  );
}
