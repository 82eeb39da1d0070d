// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureQueryParams } from '../../src/web/lib/queryCapture';

function openAddress(address: string) {
  window.history.replaceState(null, '', address);
}

describe('query capture', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('stores a share link’s ids in session storage', () => {
    openAddress('/login?otherTeamId=12&otherEventId=3&redirect=/team');
    captureQueryParams();
    expect(sessionStorage.getItem('otherTeamId')).toBe('12');
    expect(sessionStorage.getItem('otherEventId')).toBe('3');
    expect(sessionStorage.getItem('redirect')).toBe('/team');
  });

  it('accepts every character of the safe set: letters, digits and - . _ / ~ @ =', () => {
    openAddress('/confirm-email?token=aZ09-._/~@=');
    captureQueryParams();
    expect(sessionStorage.getItem('token')).toBe('aZ09-._/~@=');
  });

  it('ignores a script, spaces and quotes but keeps the safe parameters', () => {
    openAddress(
      `/login?otherTeamId=12&x=<script>&space=a%20b&plus=a+b&quote=a"b&single=it's&empty=`,
    );
    captureQueryParams();
    expect(sessionStorage.getItem('otherTeamId')).toBe('12');
    for (const key of ['x', 'space', 'plus', 'quote', 'single', 'empty']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('never lets a link set the pending toast', () => {
    openAddress('/login?toastMessage=Your-account-is-locked');
    captureQueryParams();
    expect(sessionStorage.getItem('toastMessage')).toBeNull();
  });

  it('removes the query string from the address and keeps the path and the hash', () => {
    openAddress('/team/?otherTeamId=7&x=<script>#players');
    captureQueryParams();
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/team/');
    expect(window.location.hash).toBe('#players');
  });

  it('leaves an address without a query string alone', () => {
    openAddress('/home#top');
    expect(captureQueryParams()).toEqual([]);
    expect(window.location.pathname + window.location.hash).toBe('/home#top');
  });
});
