import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resetPasswordForm } from '../../../shared/api/access';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { Notice } from '../../components/Notice';
import { ApiError, apiErrorText } from '../../lib/api';
import { LOGIN_PATH } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { AccessLayout } from '../../components/AccessLayout';
import { NewPasswordFields } from './NewPasswordFields';
import { useResetPassword } from './api';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import {
  dropLinkToken,
  welcomeOfLink,
  LINK_ERRORS,
  readLinkToken,
  RESET_TOKEN_KEY,
} from './linkTokens';
import { useRedirectCountdown } from './useRedirectCountdown';
import './access.css';

type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

const RESET_REDIRECT_SECONDS = 3;

/**
 * /reset-password: a new password for the account of the mailed link; then /login after 3 s.
 * An invitation's link (welcome) asks a newcomer to choose their first password instead, in
 * words for who invited them: their company, or an event's organizer for its crew.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [token] = useState(() => readLinkToken(RESET_TOKEN_KEY));
  const [welcomeKind] = useState(welcomeOfLink);
  const welcome = welcomeKind !== null;
  const title = welcome ? t('setPasswordTitle') : t('resetPassword');
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(token ? null : 'linkInvalid');
  const secondsLeft = useRedirectCountdown(reset.isSuccess, RESET_REDIRECT_SECONDS, LOGIN_PATH);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onTouched',
    defaultValues: { new_password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ new_password }) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ new_password, reset_token: token });
      dropLinkToken(RESET_TOKEN_KEY);
    } catch (error) {
      if (error instanceof ApiError && LINK_ERRORS.includes(error.message)) {
        dropLinkToken(RESET_TOKEN_KEY);
        setLinkError(error.message);
      } else if (!applyServerFieldErrors(error, setError, ['new_password'])) {
        showToast(apiErrorText(error), 'error');
      }
    }
  });

  const back = <BackLink to={LOGIN_PATH} label={t('backToLogin')} />;

  if (reset.isSuccess) {
    return (
      <AccessLayout title={title}>
        <Notice
          kind="success"
          role="status"
          title={welcome ? t('passwordSetDone') : t('passwordResetDone')}
        >
          <p>{t('redirectingToLogin', { seconds: secondsLeft })}</p>
        </Notice>
        <ButtonLink to={LOGIN_PATH} replace>
          {t('logInNow')}
        </ButtonLink>
      </AccessLayout>
    );
  }

  if (linkError) {
    return (
      <AccessLayout title={title} back={back}>
        <Notice kind="error" role="alert">
          <p>{messageText(linkError)}</p>
        </Notice>
        <ButtonLink to="/forgot-password">{t('requestNewLink')}</ButtonLink>
      </AccessLayout>
    );
  }

  return (
    <AccessLayout
      title={title}
      subtitle={
        welcomeKind === 'crew'
          ? t('setPasswordCrewSubtitle')
          : welcome
            ? t('setPasswordSubtitle')
            : t('resetPasswordSubtitle')
      }
      back={back}
    >
      <Card>
        <form className="access-form" noValidate onSubmit={onSubmit}>
          <NewPasswordFields
            label={t('newPassword')}
            password={register('new_password')}
            passwordError={messageText(errors.new_password?.message)}
            confirm={register('confirmPassword')}
            confirmError={messageText(errors.confirmPassword?.message)}
          />
          <Button type="submit" className="access-form__submit" busy={isSubmitting}>
            {welcome ? t('setPasswordSave') : t('saveNewPassword')}
          </Button>
        </form>
      </Card>
    </AccessLayout>
  );
}
