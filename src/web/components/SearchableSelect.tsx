import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, {
  components,
  createFilter,
  type AriaLiveMessages,
  type GroupBase,
  type InputProps,
  type StylesConfig,
} from 'react-select';
import { languageFor } from '../lib/languages';
import { FieldFrame } from './Field';

/** product.md §9 / product.md §10: the select's defaults. */
export const SELECT_MENU_MAX_HEIGHT = 300;
export const SELECT_MENU_MIN_HEIGHT = 140;
export const SELECT_PAGE_SIZE = 5;

export interface SearchableOption<V extends string | number = string | number> {
  value: V;
  /** Already translated: what the option reads as, and what typing finds first. */
  label: string;
}

export interface SearchableSelectProps<O extends SearchableOption> {
  /** Already translated. */
  label: string;
  options: readonly O[];
  /** The chosen option's value; null for none. */
  value: O['value'] | null;
  /** The chosen option's value; null once cleared (only with `clearable`). */
  onChange: (value: O['value'] | null) => void;
  onBlur?: () => void;
  /** The form's name of the field. */
  name?: string;
  /**
   * More text an option is found by, beyond its label (the English name of a country); keep
   * it a stable function (declared outside the component).
   */
  searchText?: (option: O) => string;
  /** Already translated: what the empty input invites to type. */
  placeholder: string;
  /** Already translated: what the menu says when nothing matches the typed text. */
  noOptionsText: string;
  /** A translated help text under the field, shown while there is no error. */
  hint?: string;
  /** The translated validation message, shown under the field and tied to it. */
  error?: string;
  /** The choice can be emptied with a clear button. */
  clearable?: boolean;
  /** The options are still being read: the menu says so. */
  loading?: boolean;
}

/** The kit's field look (48 px, 12 px radius, muted border, AA text) from the design tokens. */
function fieldStyles<O extends SearchableOption>(): StylesConfig<O, false> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 48,
      borderRadius: 12,
      borderColor: state.isFocused ? 'var(--secondary)' : 'var(--muted)',
      boxShadow: state.isFocused ? '0 0 0 2px var(--secondary)' : 'none',
      backgroundColor: 'var(--surface)',
      '&:hover': { borderColor: state.isFocused ? 'var(--secondary)' : 'var(--text)' },
    }),
    valueContainer: (base) => ({ ...base, paddingInline: 10 }),
    placeholder: (base) => ({ ...base, color: 'var(--muted)' }),
    singleValue: (base) => ({ ...base, color: 'var(--text)' }),
    input: (base) => ({ ...base, color: 'var(--text)' }),
    indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--border)' }),
    dropdownIndicator: (base) => ({ ...base, color: 'var(--muted)' }),
    clearIndicator: (base) => ({ ...base, color: 'var(--muted)' }),
    menu: (base) => ({
      ...base,
      zIndex: 5,
      borderRadius: 12,
      overflow: 'hidden',
      backgroundColor: 'var(--surface)',
      boxShadow: 'var(--shadow), 0 0 0 1px var(--border)',
    }),
    option: (base, state) => ({
      ...base,
      minHeight: 44,
      display: 'flex',
      alignItems: 'center',
      overflowWrap: 'anywhere',
      color: state.isSelected ? 'var(--on-secondary)' : 'var(--text)',
      backgroundColor: state.isSelected
        ? 'var(--secondary)'
        : state.isFocused
          ? 'color-mix(in srgb, var(--primary) 16%, var(--surface))'
          : 'var(--surface)',
    }),
    noOptionsMessage: (base) => ({ ...base, color: 'var(--muted)' }),
    loadingMessage: (base) => ({ ...base, color: 'var(--muted)' }),
  };
}

/**
 * react-select's input, described by the field's message too: react-select sets the input's
 * aria-describedby itself (to its placeholder), leaving out the one the select is given.
 */
function DescribedInput<O extends SearchableOption>(props: InputProps<O, false, GroupBase<O>>) {
  // The select's own aria-describedby, which react-select's types leave out of its props.
  const own = (props.selectProps as { 'aria-describedby'?: string })['aria-describedby'];
  const described = [props['aria-describedby'], own].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={described || undefined} />;
}

/**
 * A labelled select whose options are found by typing (react-select), drawn like the kit's
 * fields with its message underneath: the product spec's defaults (menu 140–300 px, page size
 * 5), found by any part of the label (accents and case ignored) or of `searchText`, mirrored in
 * right-to-left languages, and every text it says, on screen or to a screen reader, in the
 * interface language.
 */
export function SearchableSelect<O extends SearchableOption>({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  searchText,
  placeholder,
  noOptionsText,
  hint,
  error,
  clearable = false,
  loading = false,
}: SearchableSelectProps<O>) {
  const { t, i18n } = useTranslation();
  const rtl = languageFor(i18n.resolvedLanguage ?? i18n.language).dir === 'rtl';
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const selected = options.find((option) => option.value === value) ?? null;
  const styles = useMemo(() => fieldStyles<O>(), []);
  const filter = useMemo(
    () =>
      createFilter<O>({
        ignoreAccents: true,
        ignoreCase: true,
        trim: true,
        matchFrom: 'any',
        stringify: (option) =>
          searchText ? `${option.data.label} ${searchText(option.data)}` : option.data.label,
      }),
    [searchText],
  );
  // react-select's live region speaks English of its own; these say the same in the language.
  const liveMessages = useMemo(
    (): AriaLiveMessages<O, false, GroupBase<O>> => ({
      guidance: ({ context, isInitialFocus }) =>
        context === 'menu'
          ? t('selectGuidanceMenu')
          : context === 'input' && isInitialFocus
            ? t('selectGuidanceInput', { label })
            : '',
      onChange: ({ action, label: option, labels }) =>
        action === 'select-option'
          ? t('selectChosen', { option })
          : action === 'clear'
            ? t('selectCleared')
            : // Back in the field, its choice is said again.
              action === 'initial-input-focus' && labels.length > 0
              ? t('selectChosen', { option: labels.join(', ') })
              : '',
      onFilter: ({ resultsMessage }) => resultsMessage,
      onFocus: ({ context, focused, options: shown, label: option, isAppleDevice }) => {
        // Other screen readers read the focused option themselves (aria-activedescendant).
        if (context !== 'menu' || !isAppleDevice) return '';
        const position = (shown as readonly O[]).indexOf(focused) + 1;
        return t('selectOptionPosition', { option, position, total: shown.length });
      },
    }),
    [t, label],
  );

  return (
    <FieldFrame
      label={label}
      labelId={labelId}
      htmlFor={inputId}
      messageId={messageId}
      error={error}
      hint={hint}
    >
      <Select<O, false>
        inputId={inputId}
        name={name}
        aria-labelledby={labelId}
        aria-describedby={message ? messageId : undefined}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? messageId : undefined}
        ariaLiveMessages={liveMessages}
        screenReaderStatus={({ count }) => t('selectOptionsFound', { total: count })}
        options={options}
        value={selected}
        onChange={(option) => onChange(option?.value ?? null)}
        onBlur={onBlur}
        filterOption={filter}
        placeholder={placeholder}
        noOptionsMessage={() => noOptionsText}
        loadingMessage={() => t('loading')}
        isLoading={loading}
        isClearable={clearable}
        isSearchable
        isRtl={rtl}
        maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
        minMenuHeight={SELECT_MENU_MIN_HEIGHT}
        pageSize={SELECT_PAGE_SIZE}
        menuPlacement="auto"
        styles={styles}
        components={{ Input: DescribedInput }}
      />
    </FieldFrame>
  );
}
