// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandingResponse } from '../../src/shared/api/branding';
import { contrastRatio, textColorOn } from '../../src/shared/colors';
import { applyBranding, BRANDING_FETCH_FAILED, startBranding } from '../../src/web/lib/branding';

/** The head of index.html: the defaults a failed fetch must leave alone. */
const DEFAULT_HEAD = `
  <meta name="theme-color" content="#FF784B" />
  <meta property="og:image" content="/share.png" />
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />`;

const BLUE_HOST: BrandingResponse = {
  primary_color: '#2563EB',
  secondary_color: '#0B1B3F',
  fav_icon: '/uploads/branding/blue.png',
  share_picture: '/uploads/branding/blue-share.png',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);
const favicon = () => document.head.querySelector('link[rel="icon"]')!.getAttribute('href');
const shareImage = () =>
  document.head.querySelector('meta[property="og:image"]')!.getAttribute('content');

function storeFor(host: string, primaryColor = '#123456', secondaryColor = '#FEDCBA') {
  localStorage.setItem('brandingHost', host);
  localStorage.setItem('primaryColor', primaryColor);
  localStorage.setItem('secondaryColor', secondaryColor);
  localStorage.setItem('favicon', '/stored-icon.png');
  localStorage.setItem('backgroundPicture', '/stored-share.png');
}

describe('branding per host', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.head.innerHTML = DEFAULT_HEAD;
    document.documentElement.removeAttribute('style');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches GET /api/branding when nothing is stored, then stores and applies it', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(BLUE_HOST));
    await startBranding();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/branding');
    expect({ ...localStorage }).toEqual({
      brandingHost: window.location.host,
      primaryColor: '#2563EB',
      secondaryColor: '#0B1B3F',
      favicon: '/uploads/branding/blue.png',
      backgroundPicture: '/uploads/branding/blue-share.png',
    });
    expect(rootVar('--primary')).toBe('#2563EB');
    expect(rootVar('--secondary')).toBe('#0B1B3F');
    expect(favicon()).toBe('/uploads/branding/blue.png');
    expect(shareImage()).toBe('/uploads/branding/blue-share.png');
  });

  it('fetches again when the stored branding belongs to another host', async () => {
    storeFor('other.example:8080');
    const fetchMock = stubFetch(async () => jsonResponse(BLUE_HOST));
    await startBranding();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('brandingHost')).toBe(window.location.host);
    expect(rootVar('--primary')).toBe('#2563EB');
  });

  it('applies the stored branding of the same host without a fetch', async () => {
    storeFor(window.location.host, '#123456', '#FEDCBA');
    const fetchMock = stubFetch(async () => jsonResponse(BLUE_HOST));
    await startBranding();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(rootVar('--primary')).toBe('#123456');
    expect(rootVar('--secondary')).toBe('#FEDCBA');
    expect(favicon()).toBe('/stored-icon.png');
    expect(shareImage()).toBe('/stored-share.png');
  });

  it('starts from the branding the server wrote into the page: no fetch, and it is kept', async () => {
    storeFor(window.location.host, '#123456', '#FEDCBA');
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = 'host-branding';
    written.textContent = JSON.stringify(BLUE_HOST);
    document.head.append(written);
    const fetchMock = stubFetch(async () => jsonResponse(BLUE_HOST));
    await startBranding();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(rootVar('--primary')).toBe('#2563EB');
    expect(favicon()).toBe('/uploads/branding/blue.png');
    expect(localStorage.getItem('primaryColor')).toBe('#2563EB');
  });

  it('fetches when the branding written into the page does not read well', async () => {
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = 'host-branding';
    written.textContent = '{"primary_color": "red"';
    document.head.append(written);
    const fetchMock = stubFetch(async () => jsonResponse(BLUE_HOST));
    await startBranding();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(rootVar('--primary')).toBe('#2563EB');
  });

  it('applies stored branding synchronously, before the first render', () => {
    storeFor(window.location.host, '#123456');
    stubFetch(async () => jsonResponse(BLUE_HOST));
    void startBranding();
    expect(rootVar('--primary')).toBe('#123456');
  });

  it('computes dark text on a light brand colour and white text on a dark one', () => {
    applyBranding({
      primaryColor: '#FF784B',
      secondaryColor: '#002335',
      favicon: null,
      backgroundPicture: null,
    });
    expect(rootVar('--on-primary')).toBe('#002335');
    expect(rootVar('--on-secondary')).toBe('#FFFFFF');

    applyBranding({
      primaryColor: '#0B1B3F',
      secondaryColor: '#FDE68A',
      favicon: null,
      backgroundPicture: null,
    });
    expect(rootVar('--on-primary')).toBe('#FFFFFF');
    expect(rootVar('--on-secondary')).toBe('#002335');
    // Without pictures the ones of index.html stay.
    expect(favicon()).toBe('/favicon.svg');
    expect(shareImage()).toBe('/share.png');
  });

  it('keeps text on any brand colour at WCAG AA contrast (4.5:1), mid-tones included', () => {
    for (const colour of ['#FF784B', '#2563EB', '#3787AA', '#878A5A', '#777777', '#FFFF00']) {
      expect(contrastRatio(colour, textColorOn(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sets the browser theme colour to the primary colour', async () => {
    stubFetch(async () => jsonResponse(BLUE_HOST));
    await startBranding();
    const theme = document.head.querySelector('meta[name="theme-color"]');
    expect(theme?.getAttribute('content')).toBe('#2563EB');
  });

  it('adds the favicon link and og:image when the page has none', () => {
    document.head.innerHTML = '';
    applyBranding({
      primaryColor: '#2563EB',
      secondaryColor: '#0B1B3F',
      favicon: '/icon.png',
      backgroundPicture: '/share-blue.png',
    });
    expect(favicon()).toBe('/icon.png');
    expect(shareImage()).toBe('/share-blue.png');
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => jsonResponse({ message: 'Boom' }, 500)],
    [
      'the answer has no colours',
      async () => jsonResponse({ primary_color: 'red', secondary_color: null }),
    ],
  ])('when %s it logs "Branding fetch failed" and keeps the defaults', async (_case, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(answer);
    await startBranding();

    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe(BRANDING_FETCH_FAILED);
    expect(BRANDING_FETCH_FAILED).toBe('Branding fetch failed');
    expect(rootVar('--primary')).toBe('');
    expect(rootVar('--on-primary')).toBe('');
    expect(favicon()).toBe('/favicon.svg');
    expect(shareImage()).toBe('/share.png');
    // Nothing stored, so the next load tries again.
    expect(localStorage.getItem('brandingHost')).toBeNull();
  });

  it('does not toast a failed fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = await import('../../src/web/lib/toast');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await startBranding();
    expect(toast.getToasts()).toEqual([]);
  });
});
