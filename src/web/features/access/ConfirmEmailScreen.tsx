import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { apiErrorText } from '../../lib/api';
import { LOGIN_PATH } from '../../lib/paths';
import { AccessLayout } from '../../components/AccessLayout';
import { useConfirmEmail } from './api';
import { messageText } from '../../lib/formMessages';
import { CONFIRM_TOKEN_KEY, dropLinkToken, readLinkToken } from './linkTokens';
import { useRedirectCountdown } from './useRedirectCountdown';
import './access.css';

const CONFIRM_REDIRECT_SECONDS = 5;

/**
 * /confirm-email: posts the token captured from the mailed link as soon as the screen opens,
 * then shows the outcome (the server's message or somethingWentWrong on failure, product.md §8);
 * on success it moves on to /login after 5 s (product.md §2, §4).
 */
export default function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const [token] = useState(() => readLinkToken(CONFIRM_TOKEN_KEY));
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const posted = useRef(false);
  const secondsLeft = useRedirectCountdown(confirm.isSuccess, CONFIRM_REDIRECT_SECONDS, LOGIN_PATH);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (!token || posted.current) return;
    posted.current = true;
    mutate(token, { onSettled: () => dropLinkToken(CONFIRM_TOKEN_KEY) });
  }, [token, mutate]);

  return (
    <AccessLayout title={t('confirmEmail')}>
      <ConfirmationOutcome
        hasToken={token !== null}
        pending={confirm.isPending || confirm.isIdle}
        succeeded={confirm.isSuccess}
        error={confirm.error}
        secondsLeft={secondsLeft}
      />
    </AccessLayout>
  );
}

interface OutcomeProps {
  hasToken: boolean;
  pending: boolean;
  succeeded: boolean;
  error: Error | null;
  secondsLeft: number;
}

function ConfirmationOutcome({ hasToken, pending, succeeded, error, secondsLeft }: OutcomeProps) {
  const { t } = useTranslation();
  if (hasToken && pending) {
    return (
      <Card>
        <p className="access__status" role="status">
          <Spinner />
          <span>{t('confirmingEmail')}</span>
        </p>
      </Card>
    );
  }
  if (succeeded) {
    return (
      <>
        <Notice kind="success" role="status" title={t('emailConfirmed')}>
          <p>{t('redirectingToLogin', { seconds: secondsLeft })}</p>
        </Notice>
        <ButtonLink to={LOGIN_PATH} replace>
          {t('logInNow')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Notice kind="error" role="alert">
        <p>{hasToken ? apiErrorText(error) : messageText('linkInvalid')}</p>
      </Notice>
      <ButtonLink to={LOGIN_PATH}>{t('backToLogin')}</ButtonLink>
    </>
  );
}
