// @vitest-environment jsdom
/**
 * The event map is embedded only from an https URL on the allow-list of map providers; any
 * other location_embed gets no frame at all.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedMapEmbedUrl, MapEmbed } from '../../src/web/components/MapEmbed';

const OSM =
  'https://www.openstreetmap.org/export/embed.html?bbox=4.51,51.92,4.53,51.94&layer=mapnik';
const GOOGLE = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

describe('the map embed allow-list', () => {
  afterEach(cleanup);

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
    render(<MapEmbed src={OSM} title="Map of Kralingse Plas" />);
    const frame = screen.getByTitle('Map of Kralingse Plas');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(OSM);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });

  it('draws no frame for a location that is not an allowed map', () => {
    const { container } = render(<MapEmbed src="https://evil.example/embed" title="Map" />);
    expect(container.innerHTML).toBe('');
  });
});
