import { TextField, type TextFieldProps } from './TextField';

/** An e-mail input with the phone keyboard and browser hints an address wants. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
