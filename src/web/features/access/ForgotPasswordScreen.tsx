import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { forgotPasswordBody } from '../../../shared/api/access';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Notice } from '../../components/Notice';
import { EmailField } from '../../components/EmailField';
import { showToast } from '../../lib/toast';
import { AccessLayout } from '../../components/AccessLayout';
import { useForgotPassword } from './api';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import './access.css';

type ForgotPasswordForm = z.infer<typeof forgotPasswordBody>;

/** /forgot-password: mails a reset link. Any failure is the somethingWentWrong toast (product.md §8). */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email'])) {
        showToast(t('somethingWentWrong'), 'error');
      }
    }
  });

  return (
    <AccessLayout
      title={t('forgotPassword')}
      subtitle={t('forgotPasswordSubtitle')}
      back={<BackLink to="/login" label={t('backToLogin')} />}
    >
      {forgot.isSuccess ? (
        <Notice kind="success" role="status" title={t('checkYourMail')}>
          <p>{t('resetMailSent')}</p>
        </Notice>
      ) : (
        <Card>
          <form className="access-form" noValidate onSubmit={onSubmit}>
            <EmailField
              label={t('email')}
              error={messageText(errors.email?.message)}
              {...register('email')}
            />
            <Button type="submit" className="access-form__submit" busy={isSubmitting}>
              {t('sendResetLink')}
            </Button>
          </form>
        </Card>
      )}
    </AccessLayout>
  );
}
