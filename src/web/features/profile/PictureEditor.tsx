import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { Spinner } from '../../components/Spinner';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useDeletePicture, useUploadPicture } from './api';

/** The server's limit (uploads/images.ts), checked first so a huge photo is not sent for nothing. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * The picture of /edit-profile: the current one, "Upload picture" (image files only; the
 * screen shows the new one once stored) and "Delete picture", which asks first (SPEC §5).
 * Failures are toasts: the server's reason when it gives one (not an image, too large), else
 * somethingWentWrong (SPEC §8).
 */
export function PictureEditor({ picture }: { picture: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  const [confirming, setConfirming] = useState(false);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_PICTURE_BYTES) {
      showToast(t('imageTooLarge'), 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showToast(t('profilePictureSaved'), 'success'),
      onError: (error) => {
        console.error('Failed to upload picture', error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('profilePictureDeleted'), 'success');
      },
      onError: (error) => {
        setConfirming(false);
        console.error('Failed to delete picture', error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  return (
    <div className="card profile-picture">
      <Avatar src={picture} alt={t('profilePicture')} size={96} />
      <div className="profile-picture__actions">
        <label
          className="button button--secondary profile-picture__upload"
          aria-busy={upload.isPending || undefined}
        >
          <input
            type="file"
            accept="image/*"
            className="profile-picture__file"
            disabled={upload.isPending}
            onChange={onFile}
          />
          {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" size={20} />}
          {picture ? t('profileChangePicture') : t('profileUploadPicture')}
        </label>
        {picture && (
          <Button
            variant="secondary"
            className="profile-picture__delete"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={20} />
            {t('profileDeletePicture')}
          </Button>
        )}
        <p className="profile-picture__hint">{t('profilePictureHint')}</p>
      </div>
      {confirming && (
        <ConfirmSheet
          title={t('profileDeletePictureTitle')}
          confirmLabel={t('profileDeletePicture')}
          cancelLabel={t('cancel')}
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('profileDeletePictureMessage')}</p>
        </ConfirmSheet>
      )}
    </div>
  );
}
