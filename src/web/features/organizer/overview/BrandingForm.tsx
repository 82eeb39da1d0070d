import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  brandingBody,
  type BrandingBody,
  type BrandingInput,
  type OrganizerBranding,
} from '../../../../shared/api/organizerOverview';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../lib/toast';
import { applyServerFieldErrors } from '../../../lib/formMessages';
import { showBrandingHere, useSaveBranding } from './api';
import { BrandingPreview } from './BrandingPreview';
import { consoleFailure, consoleMessage } from '../shared/messages';

/** The host's two colours, previewed as they are picked, and saved together. */
export function BrandingForm({ current }: { current: OrganizerBranding }) {
  const { t } = useTranslation('organizer');
  const save = useSaveBranding();
  const initial: BrandingInput = {
    primary_color: current.primary_color,
    secondary_color: current.secondary_color,
  };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BrandingInput, unknown, BrandingBody>({
    resolver: zodResolver(brandingBody),
    defaultValues: initial,
  });
  const [primary, secondary] = useWatch({ control, name: ['primary_color', 'secondary_color'] });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showBrandingHere(body, current);
      showToast(t('organizerSaved'), 'success');
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, ['primary_color', 'secondary_color'])) {
        console.error('Failed to save the branding', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <div className="branding-colors">
        <TextField
          label={t('brandingPrimary')}
          hint={t('brandingPrimaryHint')}
          type="color"
          className="field--color"
          error={consoleMessage(errors.primary_color?.message)}
          {...register('primary_color')}
        />
        <TextField
          label={t('brandingSecondary')}
          hint={t('brandingSecondaryHint')}
          type="color"
          className="field--color"
          error={consoleMessage(errors.secondary_color?.message)}
          {...register('secondary_color')}
        />
      </div>
      <BrandingPreview primary={primary} secondary={secondary} />
      <div className="console-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('brandingSave')}
        </Button>
      </div>
    </form>
  );
}
