// @vitest-environment jsdom
/**
 * The kit's searchable select, which the profile's country and the event's time zone both use:
 * named by its label and described by its hint or error, options found by any part of their
 * label or of their extra search text, and every text it says (no match, loading, what a screen
 * reader hears) in the interface language, Arabic included. The event form's time-zone select
 * finds "new york" through it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import arCommon from '../../public/locales/ar/common.json';
import { SearchableSelect, type SearchableOption } from '../../src/web/components/SearchableSelect';
import { EventWhenFields } from '../../src/web/features/organizer/event/EventWhenFields';
import {
  eventFormValues,
  type EventFormValues,
} from '../../src/web/features/organizer/event/eventForm';
import { initTestI18n } from './i18nForTests';

interface Fruit extends SearchableOption<string> {
  latin: string;
}

const FRUITS: Fruit[] = [
  { value: 'apple', label: 'Apple', latin: 'Malus domestica' },
  { value: 'pear', label: 'Pear', latin: 'Pyrus communis' },
  { value: 'quince', label: 'Quince', latin: 'Cydonia oblonga' },
];
const latinName = (fruit: Fruit) => fruit.latin;

/** The select as a form holds it: the chosen value is kept and told. */
function Fruits(props: {
  onChange?: (value: string | null) => void;
  error?: string;
  loading?: boolean;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchableSelect
      label="Fruit"
      hint="The one you like best."
      options={FRUITS}
      value={value}
      onChange={(chosen) => {
        setValue(chosen);
        props.onChange?.(chosen);
      }}
      searchText={latinName}
      placeholder="Search a fruit"
      noOptionsText="No fruit matches"
      error={props.error}
      loading={props.loading}
    />
  );
}

/** The texts the control is described by (react-select adds its placeholder's). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');

/** What the select's live regions say to a screen reader. */
const spoken = () =>
  [...document.querySelectorAll('[class*="a11yText"]')].map((part) => part.textContent).join(' ');

beforeAll(async () => {
  await initTestI18n();
});
afterEach(cleanup);

describe('the searchable select', () => {
  it('is named by its label and described by its hint, then by its error', () => {
    const { rerender } = render(<Fruits />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(description(input)).toContain('The one you like best.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(<Fruits error="Choose a fruit from the list." />);
    const invalid = screen.getByRole('combobox', { name: 'Fruit' });
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(invalid.getAttribute('aria-errormessage')!)?.textContent).toBe(
      'Choose a fruit from the list.',
    );
  });

  it('finds an option by part of its extra search text and chooses it, and says so', async () => {
    const onChange = vi.fn();
    render(<Fruits onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'cydonia' } });
    const option = await screen.findByRole('option', { name: 'Quince' });
    expect(screen.queryByRole('option', { name: 'Apple' })).toBeNull();
    expect(spoken()).toContain('Options found: 1');
    expect(spoken()).toContain('Use Up and Down to move through the options');
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('quince'));
    // A touch device leaves the input after a choice; back in it, the choice is said.
    act(() => input.focus());
    await waitFor(() => expect(spoken()).toContain('Quince chosen.'));
  });

  it('says when nothing matches, and while the options are read', async () => {
    const { rerender } = render(<Fruits />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Fruit' }), {
      target: { value: 'durian' },
    });
    expect(await screen.findByText('No fruit matches')).toBeTruthy();
    rerender(<Fruits loading />);
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      i18next.addResourceBundle('ar', 'common', arCommon);
      await i18next.changeLanguage('ar');
    });
    afterAll(async () => {
      await i18next.changeLanguage('en');
    });

    it('reads right to left and speaks Arabic to a screen reader', async () => {
      const onChange = vi.fn();
      const { container } = render(<Fruits onChange={onChange} />);
      const input = screen.getByRole('combobox', { name: 'Fruit' });
      act(() => input.focus());
      fireEvent.change(input, { target: { value: 'p' } });
      const option = await screen.findByRole('option', { name: 'Pear' });
      const select = container.querySelector('[class$="-container"]')!;
      expect(getComputedStyle(select).direction).toBe('rtl');
      expect(spoken()).toContain(arCommon.selectOptionsFound.replace('{{total}}', '2'));
      fireEvent.click(option);
      act(() => input.focus());
      await waitFor(() =>
        expect(spoken()).toContain(arCommon.selectChosen.replace('{{option}}', 'Pear')),
      );
    });
  });
});

/** The event form's moments, with its zone set to the device's own at first. */
function WhenFields({ onZone }: { onZone: (zone: string) => void }) {
  const { register, control, watch } = useForm<EventFormValues>({
    defaultValues: { ...eventFormValues(null), time_zone: 'Europe/Amsterdam' },
  });
  onZone(watch('time_zone'));
  return (
    <EventWhenFields
      register={register}
      control={control as Parameters<typeof EventWhenFields>[0]['control']}
      fieldError={() => undefined}
    />
  );
}

describe('the event’s time-zone select', () => {
  it('finds America/New_York by typing "new york", and the times follow it', async () => {
    const zones: string[] = [];
    render(<WhenFields onZone={(zone) => zones.push(zone)} />);
    expect(screen.getByText('Times in Europe/Amsterdam')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(
      screen.getByText('Every time of the event is entered and shown in this zone.'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: 'new york' } });
    fireEvent.click(
      await screen.findByRole('option', { name: /^America\/New_York \(GMT-[45]\)$/ }),
    );
    await waitFor(() => expect(zones.at(-1)).toBe('America/New_York'));
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
    // Browsers list India's zone as Asia/Calcutta: today's name finds it.
    fireEvent.change(input, { target: { value: 'kolkata' } });
    expect(await screen.findByRole('option', { name: /^Asia\/Calcutta/ })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'atlantis' } });
    expect(await screen.findByText('No time zone matches')).toBeTruthy();
  });
});
