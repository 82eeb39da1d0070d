// @vitest-environment jsdom
/**
 * The event map is embedded only from an https URL on the allow-list of map providers; any
 * other location_embed gets no frame at all. Under the frame the place and an "Open in maps"
 * link are always shown; a frame whose provider cannot be reached is taken away.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedMapEmbedUrl, MapEmbed, openInMapsUrl } from '../../src/web/components/MapEmbed';
import { initTestI18n } from './i18nForTests';

const OSM =
  'https://www.openstreetmap.org/export/embed.html?bbox=4.51,51.92,4.53,51.94&layer=mapnik';
const GOOGLE = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
const OSM_MARKER =
  'https://www.openstreetmap.org/export/embed.html?bbox=4.51,51.92,4.53,51.94&layer=mapnik&marker=51.9327,4.5205';

describe('the map embed allow-list', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    OSM,
    GOOGLE,
    'https://www.google.com/maps/embed/v1/place?q=Lisbon',
    'https://maps.google.com/maps?q=Lisbon&output=embed',
  ])('allows %s', (url) => {
    expect(allowedMapEmbedUrl(url)).toBe(new URL(url).href);
  });

  it.each([
    ['plain http', 'http://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4'],
    ['another host', 'https://evil.example/maps/embed'],
    ['a look-alike host', 'https://www.google.com.evil.example/maps/embed'],
    ['another path on google.com', 'https://www.google.com/search?q=x'],
    ['another path on openstreetmap.org', 'https://www.openstreetmap.org/login'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['credentials in the URL', 'https://user:pw@www.google.com/maps/embed?pb=1'],
    ['an unusual port', 'https://www.google.com:8443/maps/embed?pb=1'],
    ['no URL', 'Parque das Nações'],
    ['nothing', null],
  ])('refuses %s', (_, url) => {
    expect(allowedMapEmbedUrl(url)).toBeNull();
  });

  it('frames an allowed map with a title, lazy loading, a referrer policy and a tight sandbox', () => {
    render(<MapEmbed src={OSM} title="Map of Kralingse Plas" place="Kralingse Plas" />);
    const frame = screen.getByTitle('Map of Kralingse Plas');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(OSM);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });

  it('draws no frame for a location that is not an allowed map', () => {
    const { container } = render(
      <MapEmbed src="https://evil.example/embed" title="Map" place="Kralingse Plas" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('names the place under the map with an "Open in maps" link in a new tab', () => {
    render(<MapEmbed src={OSM_MARKER} title="Map of Kralingse Plas" place="Kralingse Plas" />);
    expect(screen.getByText('Kralingse Plas')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open in maps' });
    expect(open.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=51.9327&mlon=4.5205#map=16/51.9327/4.5205',
    );
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes the frame away and says so when the map provider cannot be reached', () => {
    const probes: { onerror: (() => void) | null; src: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        referrerPolicy = '';
        src = '';
        constructor() {
          probes.push(this);
        }
      },
    );
    render(<MapEmbed src={OSM_MARKER} title="Map of Kralingse Plas" place="Kralingse Plas" />);
    expect(screen.getByTitle('Map of Kralingse Plas')).toBeTruthy();
    expect(probes.map((probe) => probe.src)).toEqual([
      'https://www.openstreetmap.org/favicon.ico?map',
    ]);

    act(() => probes[0].onerror!());
    expect(screen.queryByTitle('Map of Kralingse Plas')).toBeNull();
    expect(screen.getByText('The map could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps' })).toBeTruthy();
  });

  it('shows no frame while the browser is offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    render(<MapEmbed src={OSM_MARKER} title="Map of Kralingse Plas" place="Kralingse Plas" />);
    expect(screen.queryByTitle('Map of Kralingse Plas')).toBeNull();
    expect(screen.getByText('The map could not be loaded.')).toBeTruthy();
  });
});

describe('"Open in maps"', () => {
  it.each([
    [
      'the marker of an OpenStreetMap embed',
      OSM_MARKER,
      'https://www.openstreetmap.org/?mlat=51.9327&mlon=4.5205#map=16/51.9327/4.5205',
    ],
    [
      'a search on OpenStreetMap without a marker',
      OSM,
      'https://www.openstreetmap.org/search?query=Kralingse%20Plas',
    ],
    [
      'a search on Google Maps for a Google embed',
      GOOGLE,
      'https://www.google.com/maps/search/?api=1&query=Kralingse%20Plas',
    ],
  ])('opens %s', (_, embed, expected) => {
    expect(openInMapsUrl(embed, 'Kralingse Plas')).toBe(expected);
  });
});
