import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextField } from '../../components/TextField';
import { keepPastedInvite, readPastedInvite } from './pastedInvite';

/**
 * "Got an invite link?": a field to paste the link received from a colleague. A link of this app
 * opens the invitation (/join, as opening the link would); anything else is refused under the
 * field, which then takes the focus so a screen reader reads why.
 */
export function InvitePasteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pasted = readPastedInvite(value);
    if (!pasted.ok) {
      setError(t(pasted.reason === 'empty' ? 'invitePasteEmpty' : 'invitePasteInvalid'));
      input.current?.focus();
      return;
    }
    void navigate(keepPastedInvite(pasted.query));
  };

  return (
    <Card as="form" className="invite-paste" noValidate onSubmit={onSubmit}>
      <h2 className="invite-paste__title">
        <Link2 aria-hidden="true" size={20} />
        <span>{t('invitePasteTitle')}</span>
      </h2>
      <TextField
        ref={input}
        label={t('inviteLinkLabel')}
        hint={t('invitePasteHint')}
        error={error}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        // Bounded by readPastedInvite with a message, never cut silently.
        maxLength={null}
        type="text"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <Button type="submit">{t('invitePasteSubmit')}</Button>
    </Card>
  );
}
