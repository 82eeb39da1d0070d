import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { Img } from '../../components/Img';
import { Spinner } from '../../components/Spinner';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useDeleteTeamPicture, useUploadTeamPicture } from './api';

/** The server's limit (uploads/images.ts), checked first so a huge photo is not sent for nothing. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export interface TeamPictureEditorProps {
  teamId: number | null;
  teamName: string;
  picture: string | null;
}

/**
 * The photo of /edit-team: upload (image files only; the server re-encodes it, and the new one
 * shows once stored) and delete, which asks first (SPEC §5) and says that a team without a
 * picture cannot be cheered. Failures toast the server's reason, else somethingWentWrong (§8).
 */
export function TeamPictureEditor({ teamId, teamName, picture }: TeamPictureEditorProps) {
  const { t } = useTranslation();
  const upload = useUploadTeamPicture(teamId);
  const remove = useDeleteTeamPicture(teamId);
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
      onSuccess: () => showToast(t('teamImageSaved'), 'success'),
      onError: (error) => {
        console.error('Failed to upload team picture', error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('teamImageDeleted'), 'success');
      },
      onError: (error) => {
        setConfirming(false);
        console.error('Failed to delete team picture', error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  return (
    <div className="card team-picture-editor">
      <Img
        src={picture}
        alt={t('teamPictureAlt', { name: teamName })}
        fallback="team"
        width={96}
        height={96}
        loading="eager"
        className="team-picture-editor__picture"
      />
      <div className="team-picture-editor__actions">
        <label
          className="button button--secondary team-picture-editor__upload"
          aria-busy={upload.isPending || undefined}
        >
          <input
            type="file"
            accept="image/*"
            className="team-picture-editor__file"
            disabled={upload.isPending}
            onChange={onFile}
          />
          {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" size={20} />}
          {picture ? t('teamChangePicture') : t('teamUploadPicture')}
        </label>
        {picture && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={20} />
            {t('teamDeletePicture')}
          </Button>
        )}
        <p className="team-picture-editor__hint">{t('teamPictureHint')}</p>
      </div>
      {confirming && (
        <ConfirmSheet
          title={t('teamDeletePictureTitle')}
          confirmLabel={t('teamDeletePicture')}
          cancelLabel={t('cancel')}
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('teamDeletePictureMessage')}</p>
        </ConfirmSheet>
      )}
    </div>
  );
}
