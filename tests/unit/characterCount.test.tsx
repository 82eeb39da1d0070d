// @vitest-environment jsdom
/**
 * Limited text fields count what is typed: from 80 % of the limit a counter ("42 / 50") shows
 * under the field and a polite live region says it in words; at the limit the field says why
 * nothing more can be typed, and the input's maxLength stops the typing (the browser enforces
 * it). Fields without a cut (passwords) count nothing.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TextField } from '../../src/web/components/TextField';
import { TextAreaField } from '../../src/web/components/TextAreaField';
import { initTestI18n } from './i18nForTests';

/** A form as the screens build it: react-hook-form writes the value through the ref. */
function SloganForm({ slogan = '' }: { slogan?: string }) {
  const { register } = useForm({ defaultValues: { slogan, password: '' } });
  return (
    <form>
      <TextField label="Slogan" {...register('slogan')} />
      <TextField label="Password" type="password" maxLength={null} {...register('password')} />
    </form>
  );
}

function Bio() {
  const [bio, setBio] = useState('');
  return (
    <TextAreaField
      label="Bio"
      maxLength={500}
      value={bio}
      onChange={(event) => setBio(event.target.value)}
    />
  );
}

const politeRegion = () => document.querySelector('[aria-live="polite"]');
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the counter of a limited text field', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('stays hidden well under the limit and shows from 80 % of it', () => {
    render(<SloganForm />);
    expect(screen.getByLabelText('Slogan').getAttribute('maxlength')).toBe('50');
    type('Slogan', 'a'.repeat(39));
    expect(screen.queryByText('39 / 50')).toBeNull();
    expect(politeRegion()?.textContent).toBe('');

    type('Slogan', 'a'.repeat(42));
    expect(screen.getByText('42 / 50')).toBeTruthy();
    expect(politeRegion()?.textContent).toBe('42 of 50 characters');
  });

  it('says at the limit that nothing more can be typed, and the input stops there', () => {
    render(<SloganForm />);
    type('Slogan', 'b'.repeat(50));
    expect(screen.getByText('50 / 50')).toBeTruthy();
    // Shown under the field, and said once by the live region (the visible line is hidden from it).
    const shown = screen.getAllByText('Limit reached: at most 50 characters.');
    expect(shown.map((line) => line.closest('[aria-hidden="true"]') !== null)).toEqual([
      true,
      false,
    ]);
    expect(politeRegion()?.textContent).toBe('Limit reached: at most 50 characters.');
    // The browser refuses a 51st character: the input's own limit is the field's.
    expect((screen.getByLabelText('Slogan') as HTMLInputElement).maxLength).toBe(50);
  });

  it('counts a value the form filled in before any typing', () => {
    render(<SloganForm slogan={'c'.repeat(45)} />);
    expect(screen.getByText('45 / 50')).toBeTruthy();
  });

  it('counts nothing in a field without a cut (a password)', () => {
    render(<SloganForm />);
    type('Password', 'p'.repeat(60));
    expect(screen.queryByText(/\/ 50/)).toBeNull();
    expect(screen.getByLabelText('Password').hasAttribute('maxlength')).toBe(false);
  });

  it('counts a text area against its own limit', () => {
    render(<Bio />);
    type('Bio', 'd'.repeat(399));
    expect(screen.queryByText('399 / 500')).toBeNull();
    type('Bio', 'd'.repeat(420));
    expect(screen.getByText('420 / 500')).toBeTruthy();
    expect(screen.getByLabelText('Bio').getAttribute('maxlength')).toBe('500');
  });
});
