import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { flushSync } from 'react-dom';
import { copyText } from '../lib/share';
import { showToast } from '../lib/toast';
import { TextField } from './TextField';
import './LinkField.css';

export interface CopyLinkTexts {
  /** Already translated: the toast (and the line under the field) once the link is copied. */
  copied: string;
  /** Already translated: said when the clipboard is missing or refused ("Select the link…"). */
  byHand: string;
}

export interface CopyLink {
  /** Copies the link; true when the clipboard took it. */
  copy: () => Promise<boolean>;
  /** For LinkField: takes its input (a ref callback). */
  bindField: (input: HTMLInputElement | null) => void;
  /** What the last copy said, for LinkField's line under the field. */
  message: { text: string; copied: boolean } | null;
}

/**
 * Copying a link with the Clipboard API: a success toast when it worked; when the clipboard is
 * missing or refused, the link's field gets the focus with its text selected and says to copy it
 * by hand, so the person only has to press Ctrl+C or choose Copy from the menu.
 */
export function useCopyLink(url: string, texts: CopyLinkTexts): CopyLink {
  const [field, bindField] = useState<HTMLInputElement | null>(null);
  const [message, setMessage] = useState<CopyLink['message']>(null);

  const copy = async () => {
    if (await copyText(url)) {
      setMessage({ text: texts.copied, copied: true });
      showToast(texts.copied, 'success');
      return true;
    }
    // The message is on the page before the focus moves, so the field is read with it.
    flushSync(() => setMessage({ text: texts.byHand, copied: false }));
    if (field) {
      field.focus();
      field.setSelectionRange(0, field.value.length);
    }
    return false;
  };

  return { copy, bindField, message };
}

export interface LinkFieldProps {
  /** Already translated. */
  label: string;
  url: string;
  /** From useCopyLink(url, …). */
  copy: CopyLink;
}

/**
 * A link shown to be copied: a read-only field, left to right in every language, whose whole
 * text is selected when it gets the focus, and under it what the last copy said (a polite live
 * region, so a screen reader hears it).
 */
export function LinkField({ label, url, copy: { bindField, message } }: LinkFieldProps) {
  return (
    <div className="link-field">
      <TextField
        ref={bindField}
        label={label}
        value={url}
        readOnly
        maxLength={null}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p
        className={['link-field__message', message?.copied && 'link-field__message--copied']
          .filter(Boolean)
          .join(' ')}
        role="status"
      >
        {message?.copied && <CircleCheck aria-hidden="true" size={16} />}
        {message?.text}
      </p>
    </div>
  );
}
