import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type LoginBody } from '../../../shared/api/access';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Notice } from '../../components/Notice';
import { PasswordField } from '../../components/PasswordField';
import { EmailField } from '../../components/EmailField';
import { VersionLabel } from '../../components/VersionLabel';
import { ApiError, apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { AccessLayout } from '../../components/AccessLayout';
import { useCheckAuth, useLogin, useResendConfirmation } from './api';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import { loginTarget } from './loginTarget';
import { ProviderLink } from './ProviderLink';
import './access.css';

const FIELDS = ['email', 'password'] as const;

/**
 * /login and /: e-mail and password. A signed-in visitor is sent on at once. Login errors are
 * toasts, except an unconfirmed address, which gets a message with a button for a new mail.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useCheckAuth();
  const login = useLogin();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    // No default values: the fields start empty anyway, and on the prerendered page (see
    // scripts/pages.ts) what was typed before the app took over is kept, not reset to ''.
  });

  const signedIn = auth.isSuccess;
  const missingStep = auth.data?.redirect;
  useEffect(() => {
    if (signedIn) void navigate(loginTarget(missingStep), { replace: true });
  }, [signedIn, missingStep, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      const result = await login.mutateAsync(values);
      await navigate(loginTarget(result.redirect), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.message === 'emailNotConfirmed') {
        setUnconfirmedEmail(values.email);
      } else if (!applyServerFieldErrors(error, setError, FIELDS)) {
        showToast(apiErrorText(error), 'error');
      }
    }
  });

  return (
    <AccessLayout
      title={t('login')}
      subtitle={t('loginSubtitle')}
      footer={
        <>
          <ProviderLink />
          <VersionLabel />
        </>
      }
    >
      {unconfirmedEmail && <UnconfirmedNotice email={unconfirmedEmail} />}
      <Card>
        {/* POST: sent before the app has taken over the prerendered page, the form never puts
            the password in the address; the server answers with the page again. */}
        <form className="access-form" method="post" noValidate onSubmit={onSubmit}>
          <EmailField
            label={t('email')}
            error={messageText(errors.email?.message)}
            {...register('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            error={messageText(errors.password?.message)}
            {...register('password')}
          />
          <Link to="/forgot-password" className="text-link access-form__forgot">
            {t('forgotPasswordLink')}
          </Link>
          <Button type="submit" className="access-form__submit" busy={isSubmitting}>
            {t('login')}
          </Button>
        </form>
      </Card>
      <p className="access__switch">
        <span>{t('noAccountYet')}</span>
        <Link to="/register" className="text-link">
          {t('register')}
        </Link>
      </p>
    </AccessLayout>
  );
}

/** "Not confirmed yet" with a button that mails a new confirmation link. */
function UnconfirmedNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  if (resend.isSuccess) {
    return (
      <Notice kind="success" role="status">
        <p>{t('confirmationMailSent')}</p>
      </Notice>
    );
  }
  return (
    <Notice kind="warning" role="alert">
      <p>{t('emailNotConfirmed')}</p>
      <Button
        variant="secondary"
        busy={resend.isPending}
        onClick={() =>
          resend.mutate(email, {
            onError: (error) => showToast(apiErrorText(error), 'error'),
          })
        }
      >
        {t('sendNewConfirmationMail')}
      </Button>
    </Notice>
  );
}
