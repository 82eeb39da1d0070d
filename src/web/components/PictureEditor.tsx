import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { apiErrorText } from '../lib/api';
import { showToast } from '../lib/toast';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { Card } from './Card';
import { ConfirmSheet } from './ConfirmSheet';
import { Img } from './Img';
import { Spinner } from './Spinner';
import { PICTURES, type PictureKind } from './pictures';
import './PictureEditor.css';

/** The server's limit (uploads/images.ts), checked first so a huge photo is not sent for nothing. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export interface PictureEditorProps {
  /** Whose picture: its texts, its fallback image and its shape (a person's is round). */
  kind: PictureKind;
  /** The team's or company's name, for the picture's alt text. */
  name?: string;
  picture: string | null;
  /** The area's upload and delete calls (their hooks refresh the reads that show the picture). */
  upload: UseMutationResult<unknown, Error, File>;
  remove: UseMutationResult<unknown, Error, void>;
}

/**
 * A picture and its buttons: upload (image files only; the server re-encodes it, and the new
 * one shows once stored) and delete, which asks first. Failures are toasts: the server's reason
 * when it gives one (not an image, too large), else somethingWentWrong.
 */
export function PictureEditor({ kind, name, picture, upload, remove }: PictureEditorProps) {
  const { t } = useTranslation();
  const { subject, keys } = PICTURES[kind];
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
      onSuccess: () => showToast(t(keys.saved), 'success'),
      onError: (error) => {
        console.error(`Failed to upload ${subject}`, error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t(keys.removed), 'success');
      },
      onError: (error) => {
        setConfirming(false);
        console.error(`Failed to delete ${subject}`, error);
        showToast(apiErrorText(error), 'error');
      },
    });
  }

  return (
    <Card className="picture-editor">
      {kind === 'person' ? (
        <Avatar src={picture} alt={t(keys.alt, { name })} size={96} />
      ) : (
        <Img
          src={picture}
          alt={t(keys.alt, { name })}
          fallback={kind}
          width={96}
          height={96}
          loading="eager"
          className="picture-editor__square"
        />
      )}
      <div className="picture-editor__actions">
        <label
          className="button button--secondary picture-editor__upload"
          aria-busy={upload.isPending || undefined}
        >
          <input
            type="file"
            accept="image/*"
            className="picture-editor__file"
            disabled={upload.isPending}
            onChange={onFile}
          />
          {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" size={20} />}
          {picture ? t(keys.change) : t(keys.upload)}
        </label>
        {picture && (
          <Button
            variant="secondary"
            className="picture-editor__remove"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={20} />
            {t(keys.remove)}
          </Button>
        )}
        <p className="picture-editor__hint">{t(keys.hint)}</p>
      </div>
      {confirming && (
        <ConfirmSheet
          title={t(keys.removeTitle)}
          confirmLabel={t(keys.remove)}
          cancelLabel={t('cancel')}
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        >
          <p>{t(keys.removeMessage)}</p>
        </ConfirmSheet>
      )}
    </Card>
  );
}
