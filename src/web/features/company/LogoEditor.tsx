import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { Img } from '../../components/Img';
import { Spinner } from '../../components/Spinner';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useDeleteLogo, useUploadLogo } from './api';

/** The server's limit (uploads/images.ts), checked first so a huge photo is not sent for nothing. */
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export interface LogoEditorProps {
  companyId: number | null;
  companyName: string;
  logo: string | null;
}

/**
 * The photo of /edit-company (the logo the company's pages and lists show): upload (image
 * files only; the new one shows once stored) and delete, which asks first (SPEC §5). Failures
 * are toasts with the server's reason (not a picture, too large), else somethingWentWrong.
 */
export function LogoEditor({ companyId, companyName, logo }: LogoEditorProps) {
  const { t } = useTranslation();
  const upload = useUploadLogo(companyId);
  const remove = useDeleteLogo(companyId);
  const [confirming, setConfirming] = useState(false);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) {
      showToast(t('imageTooLarge'), 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showToast(t('companyImageSaved'), 'success'),
      onError: (error) => {
        console.error('Failed to upload company logo', error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('companyImageDeleted'), 'success');
      },
      onError: (error) => {
        setConfirming(false);
        console.error('Failed to delete company logo', error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  return (
    <div className="card company-logo">
      <Img
        src={logo}
        alt={t('companyLogoAlt', { name: companyName })}
        fallback="company"
        width={96}
        height={96}
        loading="eager"
        className="company-logo__picture"
      />
      <div className="company-logo__actions">
        <label
          className="button button--secondary company-logo__upload"
          aria-busy={upload.isPending || undefined}
        >
          <input
            type="file"
            accept="image/*"
            className="company-logo__file"
            disabled={upload.isPending}
            onChange={onFile}
          />
          {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" size={20} />}
          {logo ? t('companyChangeLogo') : t('companyUploadLogo')}
        </label>
        {logo && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={20} />
            {t('companyDeleteLogo')}
          </Button>
        )}
        <p className="company-logo__hint">{t('companyLogoHint')}</p>
      </div>
      {confirming && (
        <ConfirmSheet
          title={t('companyDeleteLogoTitle')}
          confirmLabel={t('companyDeleteLogo')}
          cancelLabel={t('cancel')}
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('companyDeleteLogoMessage')}</p>
        </ConfirmSheet>
      )}
    </div>
  );
}
