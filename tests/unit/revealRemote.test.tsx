// @vitest-environment jsdom
/**
 * The organizer's reveal remote in Arabic: each team's line says its points and, in parentheses,
 * what it gained since the quarter, with the figure and the quarter's (often Latin) label in
 * Unicode isolates, so the Arabic parentheses close around them instead of around the Latin
 * words (issue 41's leftovers); so are the names in its other sentences.
 */
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevealState } from '../../src/shared/api/reveal';
import RevealScreen from '../../src/web/features/organizer/reveal/RevealScreen';
import arCommon from '../../public/locales/ar/common.json';
import arOrganizer from '../../public/locales/ar/organizer.json';
import { isolate } from '../../src/web/lib/isolate';
import { initTestI18n } from './i18nForTests';
import { renderScreen, stubServer } from './screenDoubles';

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
    .replace('{{points}}', isolate(gained))
    .replace('{{quarter}}', isolate(REVEAL.quarter_label))}`;

/** The remote, on a reveal in the given state. */
async function renderRemote(reveal: RevealState) {
  stubServer(
    { '/api/organizer/reveal': { status: 200, body: { reveal } } },
    { status: 404, body: { message: 'notFound' } },
  );
  renderScreen(<RevealScreen />);
}

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
    await renderRemote(REVEAL);
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

  it('isolates the award and its Latin winner in the line of an award step', async () => {
    cleanup();
    await renderRemote({
      ...REVEAL,
      frames: [
        ...REVEAL.frames,
        {
          kind: 'award',
          award: {
            award_id: 1,
            name: 'TeamSpirit',
            winner_type: 'team',
            winner_name: 'Buoy Bears',
            photo_url: null,
          },
        },
      ],
      step: 3,
    });
    const line = arOrganizer.revealShowsAward
      .replace('{{name}}', isolate('Team Spirit'))
      .replace('{{winner}}', isolate('Buoy Bears'));
    expect(await screen.findByText(line)).toBeTruthy();
  });
});
