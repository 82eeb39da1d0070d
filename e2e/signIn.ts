/**
 * Signs a demo user in through the API (sharing the page's cookies) and makes the selections,
 * for specs that test a screen behind the way in. The way in itself is tested through the UI
 * in access.spec.ts and selection.spec.ts.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2026';
export const DEMO_EVENTS = {
  upcoming: 'Rotterdam Harbour Games',
  live: 'Lisbon Riverside Challenge',
  inhouse: 'Maple & Pine Team Day',
} as const;

type Role = 'supporter' | 'player' | 'crew' | 'contactPerson' | 'organizer';
const EMAILS: Record<Role, string> = {
  supporter: 'supporter@demo.test',
  player: 'player@demo.test',
  crew: 'crew@demo.test',
  contactPerson: 'contact@demo.test',
  organizer: 'organizer@demo.test',
};

/**
 * Leaves the screen open in `page`: a screen left open would see its session change under it
 * (signed out, or another user signed in through the API) and go to /login or a selection
 * screen by itself, aborting the test's next page.goto (about 1 run in 20).
 */
async function leaveScreen(page: Page) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
}

/** Signs the page's user out as a closed browser would: the screen left, the cookies gone. */
export async function signOut(page: Page) {
  await leaveScreen(page);
  await page.context().clearCookies();
}

async function ok<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<T>;
}) {
  if (!response.ok()) throw new Error(`API ${response.status()}: ${await response.text()}`);
  return response.json();
}

/**
 * Signs in as the demo user of `role` and chooses the event named `eventName` (for a player:
 * their team in it; for crew: the first of their battles in it). Leaves the page on /home.
 */
export async function signInAs(page: Page, role: Role, eventName: string = DEMO_EVENTS.live) {
  await leaveScreen(page);
  const api = page.request;
  await ok(
    await api.post('/api/login', { data: { email: EMAILS[role], password: DEMO_PASSWORD } }),
  );
  await ok(await api.post('/api/role', { data: { role } }));
  let ownTeamId: number | null = null;
  if (role === 'player') {
    const { teams } = await ok<{
      teams: { team_id: number; event_id: number; event_name: string }[];
    }>(await api.get('/api/team-select'));
    const team = teams.find((t) => t.event_name === eventName);
    expect(team, `a team of ${role} in ${eventName}`).toBeTruthy();
    await ok(
      await api.post('/api/team-select', {
        data: { team_id: team!.team_id, event_id: team!.event_id },
      }),
    );
    ownTeamId = team!.team_id;
  } else {
    const { events } = await ok<{ events: { id: number; name: string }[] }>(
      await api.get('/api/event-select'),
    );
    const event = events.find((e) => e.name === eventName);
    expect(event, `${eventName} in the events of ${role}`).toBeTruthy();
    await ok(await api.post('/api/event-select', { data: { event_id: event!.id } }));
    if (role === 'crew') {
      const { battles } = await ok<{ battles: { id: number }[] }>(
        await api.get('/api/battle-select'),
      );
      await ok(await api.post('/api/battle-select', { data: { battle_id: battles[0].id } }));
    }
  }
  await page.goto('/home');
  // As /team-select does: the player's own team is the selected team, once, like a person's tab.
  if (ownTeamId !== null) {
    await page.evaluate((id) => sessionStorage.setItem('otherTeamId', String(id)), ownTeamId);
  }
}
