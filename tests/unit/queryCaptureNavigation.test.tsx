// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useQueryCapture } from '../../src/web/app/useQueryCapture';
import { act } from 'react';

function Where() {
  useQueryCapture();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <Link to="/team/?otherTeamId=7&x=%3Cscript%3E">team</Link>
    </>
  );
}

describe('query capture on links followed inside the app', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('stores the safe ids of a notification target and drops the query from the address', async () => {
    render(
      <MemoryRouter initialEntries={['/notifications']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'team' }).click());
    expect(sessionStorage.getItem('otherTeamId')).toBe('7');
    expect(sessionStorage.getItem('x')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/team/');
  });
});
