import { useCallback, useState, type ChangeEvent, type Ref } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface TypedProps<E extends TextControl> {
  value?: unknown;
  defaultValue?: unknown;
  onChange?: (event: ChangeEvent<E>) => void;
  ref?: Ref<E>;
}

function assignRef<E>(ref: Ref<E> | undefined, element: E | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * How many characters a text control holds, for its counter, whether the screen controls its
 * value (`value`) or leaves it to the control (react-hook-form's `register`, which writes the
 * value through the ref): the length is read when the control is attached and on every change.
 * Spread `props` on the control after the caller's own: they wrap its onChange and ref.
 */
export function useTypedLength<E extends TextControl>({
  value,
  defaultValue,
  onChange,
  ref,
}: TypedProps<E>) {
  const [typed, setTyped] = useState(() => String(value ?? defaultValue ?? '').length);
  const attach = useCallback(
    (element: E | null) => {
      assignRef(ref, element);
      if (element) setTyped(element.value.length);
    },
    [ref],
  );
  const change = useCallback(
    (event: ChangeEvent<E>) => {
      setTyped(event.target.value.length);
      onChange?.(event);
    },
    [onChange],
  );
  const length = value !== undefined && value !== null ? String(value).length : typed;
  return { length, props: { ref: attach, onChange: change } };
}
