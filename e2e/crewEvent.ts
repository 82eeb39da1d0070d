/**
 * An event of its own for a crew spec, made through the organizer console's API as an organizer
 * would: on the e2e clock's day, with one company, its teams, a points table, and two battles
 * whose sessions have started (results are taken only then: `sessionNotStarted`), the demo crew
 * member on both. "Kayak Relay" is scored by the fastest time ("Finish time"), "Tug of War" by
 * typed ranks. Each spec makes its own, so a save in one never changes what another reads, and
 * the demo events stay as seeded. On request a third battle, "Lantern Sprint" (fastest time),
 * whose session starts later that day, after the clock's noon: its results are not taken yet.
 */
import type { Browser, Page } from '@playwright/test';
import { consoleSend, createConsoleEvent } from './consoleSetup';

export const CREW_EMAIL = 'crew@demo.test';

export interface CrewEvent {
  name: string;
  /** The teams, by name (every one plays every battle). */
  teams: string[];
}

/** The battle whose session starts later that day (createCrewEvent's `laterSession`). */
export const LATER_SESSION = 'Lantern Sprint';

export interface CrewEventOptions {
  /** Adds LATER_SESSION, 18:00–19:00 UTC on the clock's day: not started at the clock's noon. */
  laterSession?: boolean;
}

const send = (page: Page, method: 'POST' | 'PUT', path: string, data: unknown) =>
  consoleSend(page, method, path, data);

const battle = (name: string, scoring: object) => ({
  name,
  photo_url: null,
  desc: null,
  score_1_label: null,
  score_2_label: null,
  time_1_label: null,
  time_2_label: null,
  endurance: 3,
  teamwork: 3,
  guts: 3,
  skill: 3,
  is_water: false,
  is_joker: false,
  closing_date: null,
  ...scoring,
});

/**
 * Creates the event named `name` with `teamNames` (at least two) and answers it. The sessions
 * run 10:00–11:00 (Kayak Relay) and 11:00–12:30 (Tug of War) UTC on the clock's day, and with
 * `laterSession` 18:00–19:00 (Lantern Sprint).
 */
export async function createCrewEvent(
  browser: Browser,
  name: string,
  teamNames: readonly string[],
  { laterSession = false }: CrewEventOptions = {},
): Promise<CrewEvent> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await createConsoleEvent(
    page,
    name,
    { name: `${name} Crew Co`, first: 'Cora', last: 'Contact', email: `cora-${slug}@e2e.test` },
    teamNames,
  );
  await send(page, 'PUT', '/api/organizer/points-table', {
    rows: teamNames.map((_, index) => ({
      rank: index + 1,
      score: (teamNames.length - index) * 10,
      joker: 0,
      ladies: null,
    })),
  });
  const sessions = [
    {
      battle: battle('Kayak Relay', { scoring_type: 'fastest_time', time_1_label: 'Finish time' }),
      start: '2026-11-23T10:00:00.000Z',
      end: '2026-11-23T11:00:00.000Z',
    },
    {
      battle: battle('Tug of War', { scoring_type: 'rank' }),
      start: '2026-11-23T11:00:00.000Z',
      end: '2026-11-23T12:30:00.000Z',
    },
  ];
  if (laterSession) {
    sessions.push({
      battle: battle(LATER_SESSION, { scoring_type: 'fastest_time', time_1_label: 'Finish time' }),
      start: '2026-11-23T18:00:00.000Z',
      end: '2026-11-23T19:00:00.000Z',
    });
  }
  for (const { battle: fields, start, end } of sessions) {
    const created = await send(page, 'POST', '/api/organizer/battles', fields);
    await send(page, 'POST', '/api/organizer/sessions', {
      battle_id: created.id,
      start_time: start,
      end_time: end,
    });
    await send(page, 'POST', '/api/organizer/crew', { battle_id: created.id, email: CREW_EMAIL });
  }
  await context.close();
  return { name, teams: [...teamNames] };
}
