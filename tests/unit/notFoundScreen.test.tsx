// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundScreen } from '../../src/web/components/NotFoundScreen';
import { initTestI18n } from './i18nForTests';

describe('the not-found page', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('shows 404, the translated pageDoesNotExist and a back-to-home link that goes to /', () => {
    render(
      <MemoryRouter initialEntries={['/some/unknown/route']}>
        <Routes>
          <Route path="/" element={<p>start screen</p>} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('This page does not exist.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to home' });
    expect(back.getAttribute('href')).toBe('/');

    fireEvent.click(back);
    expect(screen.getByText('start screen')).toBeTruthy();
  });
});
