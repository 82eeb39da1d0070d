// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAppPath } from '../../src/web/lib/paths';
import {
  getRedirectTarget,
  logout,
  setPendingToast,
  setRedirectTarget,
} from '../../src/web/lib/session';

describe('session', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('logout clears session storage but keeps the toast, then opens /login', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/profile', assign });
    sessionStorage.setItem('otherTeamId', '4');
    sessionStorage.setItem('redirect', '/team');
    setPendingToast('Bye');

    logout();

    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('toastMessage')).toBe('Bye');
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('a stored redirect is followed only when it is a path of this app', () => {
    setRedirectTarget('/team');
    expect(getRedirectTarget()).toBe('/team');
    setRedirectTarget('//evil.example');
    expect(getRedirectTarget()).toBeNull();
  });

  it.each(['/team', '/team/?otherTeamId=7', '/score#top'])('%s is an app path', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'team',
    '',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('%j is not an app path', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
