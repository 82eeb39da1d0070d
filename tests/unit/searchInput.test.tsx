// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchInput } from '../../src/web/components/SearchInput';
import { initTestI18n } from './i18nForTests';

function Search() {
  const [value, setValue] = useState('');
  return <SearchInput label="Search teams or companies" value={value} onChange={setValue} />;
}

describe('the search input', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('is found by its label and offers no clear button while empty', () => {
    render(<Search />);
    expect(screen.getByLabelText('Search teams or companies')).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears the text with the clear button and gives the focus back to the field', () => {
    render(<Search />);
    const field = screen.getByLabelText<HTMLInputElement>('Search teams or companies');
    fireEvent.change(field, { target: { value: 'atlas' } });
    expect(field.value).toBe('atlas');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears the text on Escape', () => {
    render(<Search />);
    const field = screen.getByLabelText<HTMLInputElement>('Search teams or companies');
    fireEvent.change(field, { target: { value: 'oak' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('');
  });
});
