// @vitest-environment jsdom
/**
 * The organizer's reveal remote in Arabic: each team's line says its points and, in parentheses,
 * what it gained since the quarter, with the figure and the quarter's (often Latin) label in
 * Unicode isolates, so the Arabic parentheses close around them instead of around the Latin
 * words (issue 41's leftovers).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevealState } from '../../src/shared/api/reveal';
import RevealScreen from '../../src/web/features/organizer/reveal/RevealScreen';
import arCommon from '../../public/locales/ar/common.json';
import arOrganizer from '../../public/locales/ar/organizer.json';
import { initTestI18n } from './i18nForTests';
import { stubServer } from './screenDoubles';

const isolated = (text: string) => `\u2068${text}\u2069`;

const team = (position: number, name: string, points: number, gained: number) => ({
  position,
  team_id: position,
  name,
  photo_url: null,
  company_name: null,
  house_color: null,
  points,
  gained,
  quarter_position: position,
});

const REVEAL: RevealState = {
  quarter_label: 'Lunch standings',
  step_size: 1,
  step: 1,
  frames: [
    { kind: 'teams', teams: [team(3, 'Buoy Bears', 40, 10)] },
    { kind: 'teams', teams: [team(2, 'Anchor Ants', 50, 0)] },
  ],
  started_at: '2026-11-23T12:00:00.000Z',
  updated_at: '2026-11-23T12:00:00.000Z',
};

/** The line the template gives, with what the screen must isolate. */
const gainedLine = (points: number, gained: string) =>
  `${arOrganizer.revealPoints.replace('{{points}}', String(points))} ${arOrganizer.revealGainedSince
    .replace('{{points}}', isolated(gained))
    .replace('{{quarter}}', isolated(REVEAL.quarter_label))}`;

describe('the reveal remote in Arabic', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('ar', 'common', arCommon);
    i18next.addResourceBundle('ar', 'organizer', arOrganizer);
    await i18next.changeLanguage('ar');
  });
  afterAll(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('isolates the points gained and the Latin quarter label inside the Arabic parentheses', async () => {
    stubServer(
      { '/api/organizer/reveal': { status: 200, body: { reveal: REVEAL } } },
      { status: 404, body: { message: 'notFound' } },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RevealScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // On the big screen now: the third place.
    const shown = (await screen.findByText('Buoy Bears')).closest('li')!;
    expect(shown.closest('[role="status"]')).not.toBeNull();
    const line = shown.querySelector('.reveal-frame__points')!.textContent;
    expect(line).toBe(gainedLine(40, '+10'));
    expect(line).toContain(`منذ \u2068Lunch standings\u2069)`);

    // Up next, a team that gained nothing: the same shape.
    const coming = screen.getByText('Anchor Ants').closest('li')!;
    expect(coming.querySelector('.reveal-frame__points')!.textContent).toBe(gainedLine(50, '0'));
  });
});
