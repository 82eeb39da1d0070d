import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import './SearchInput.css';

export interface SearchInputProps {
  /** Already translated; read by screen readers and shown as the placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/**
 * A search field for filtering a list on the screen: magnifier at the start, a clear button at
 * the end while there is text (it gives the focus back to the field). Escape clears it too.
 */
export function SearchInput({ label, value, onChange, maxLength = 50 }: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    input.current?.focus();
  };

  return (
    <div className="search-input" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <Search className="search-input__icon" aria-hidden="true" size={20} />
      <input
        ref={input}
        id={id}
        type="search"
        className="search-input__field"
        placeholder={label}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            clear();
          }
        }}
      />
      {value !== '' && (
        <button
          type="button"
          className="icon-button search-input__clear"
          aria-label={t('clearSearch')}
          onClick={clear}
        >
          <X aria-hidden="true" size={20} />
        </button>
      )}
    </div>
  );
}
