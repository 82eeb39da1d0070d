// @vitest-environment jsdom
/**
 * Newcomers on an empty selection list: each role is told how one gets in (players and contact
 * persons through their company's invite link, crew from the organizer, supporters once an event
 * exists), with the way back to the roles. The invite field takes a whole link of this app or its
 * query part and opens the invitation; another site's link or junk is refused with a message.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import BattleSelectScreen from '../../src/web/features/selection/BattleSelectScreen';
import EventSelectScreen from '../../src/web/features/selection/EventSelectScreen';
import TeamSelectScreen from '../../src/web/features/selection/TeamSelectScreen';
import {
  PASTED_INVITE_MAX_LENGTH,
  readPastedInvite,
} from '../../src/web/features/selection/pastedInvite';
import type { EventRole } from '../../src/shared/roles';
import { initTestI18n } from './i18nForTests';
import { PathProbe, stubServer } from './screenDoubles';

const APP = { origin: 'https://battle.example', host: 'battle.example' };
const SECRET = 'Kq3vY0b9xWm2Tz8LrN5pQa1sDf7GhJ4kUe6Vc0XyZ_-';
const QUERY = `assignedTeamId=12&assignedCompanyId=3&invite=${SECRET}`;
const LINK = `${APP.origin}/login?${QUERY}`;

/** The parameters a pasted text leads to, or its refusal. */
function read(text: string) {
  const pasted = readPastedInvite(text, APP);
  return pasted.ok ? Object.fromEntries(pasted.query) : pasted.reason;
}

const INVITE = { assignedTeamId: '12', assignedCompanyId: '3', invite: SECRET };

describe('a pasted invite link', () => {
  it('is taken whole, as its query part, as a path or without its scheme', () => {
    expect(read(LINK)).toEqual(INVITE);
    expect(read(`?${QUERY}`)).toEqual(INVITE);
    expect(read(QUERY)).toEqual(INVITE);
    expect(read(`/login?${QUERY}`)).toEqual(INVITE);
    expect(read(`battle.example/login?${QUERY}`)).toEqual(INVITE);
  });

  it('is taken out of a shared message, and a link a mail wrapped is joined again', () => {
    expect(read(`Join Northern Lights on Battle Events! ${LINK}`)).toEqual(INVITE);
    expect(read(`  ${LINK.slice(0, 40)}\n${LINK.slice(40)}  `)).toEqual(INVITE);
  });

  it("takes a company link and a personal invitation's /join link", () => {
    expect(read(`${APP.origin}/login?assignedCompanyId=3&invite=${SECRET}`)).toEqual({
      assignedCompanyId: '3',
      invite: SECRET,
    });
    expect(read(`${APP.origin}/join?assignedCompanyId=3&invite=${SECRET}`)).toEqual({
      assignedCompanyId: '3',
      invite: SECRET,
    });
  });

  it('keeps only the invite parameters, so a pasted link can set nothing else', () => {
    expect(read(`${LINK}&redirect=/organizer&toastMessage=hi&otherTeamId=9`)).toEqual(INVITE);
  });

  it("refuses another site's link, even one dressed up as this one", () => {
    for (const text of [
      `https://evil.example/login?${QUERY}`,
      `http://battle.example/login?${QUERY}`,
      `https://battle.example.evil.example/login?${QUERY}`,
      `https://battle.example@evil.example/login?${QUERY}`,
      `//evil.example/login?${QUERY}`,
      `battle.example//evil.example/login?${QUERY}`,
      `javascript:alert(1)//?${QUERY}`,
    ]) {
      expect(read(text), text).toBe('notInvite');
    }
  });

  it('refuses junk, other screens of the app, and links missing their ids or secret', () => {
    for (const text of [
      'hello',
      'https://',
      `${APP.origin}/team?${QUERY}`,
      `${APP.origin}/login?assignedTeamId=12&invite=${SECRET}`,
      `${APP.origin}/login?assignedTeamId=12&assignedCompanyId=3`,
      `${APP.origin}/login?assignedCompanyId=abc&invite=${SECRET}`,
      `${APP.origin}/login?assignedCompanyId=3&invite=<script>`,
      `${APP.origin}/login?assignedCompanyId=3&invite=${'a'.repeat(87)}`,
    ]) {
      expect(read(text), text).toBe('notInvite');
    }
  });

  it('refuses a text longer than a link can be without reading it, and says when nothing was pasted', () => {
    expect(read(`${LINK}&x=${'a'.repeat(PASTED_INVITE_MAX_LENGTH)}`)).toBe('notInvite');
    expect(read('   ')).toBe('empty');
  });
});

type Screen = '/team-select' | '/event-select' | '/battle-select';

const SCREENS = {
  '/team-select': TeamSelectScreen,
  '/event-select': EventSelectScreen,
  '/battle-select': BattleSelectScreen,
};

/** Renders a selection screen whose list is empty; `role` is what /event-select answers. */
function renderEmpty(path: Screen, role: EventRole | null = null) {
  stubServer(
    {
      '/api/team-select': { status: 200, body: { teams: [] } },
      '/api/event-select': { status: 200, body: { events: [], role } },
      '/api/battle-select': { status: 200, body: { battles: [] } },
    },
    { status: 500, body: {} },
  );
  const Screen = SCREENS[path];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<Screen />} />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const inviteField = () => screen.queryByLabelText('Invite link');

describe('an empty selection list tells a newcomer how to get in', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a player: an invite link from the company, with the field to paste it and the way back', async () => {
    renderEmpty('/team-select');
    expect(await heading("You're not in a team yet")).toBeTruthy();
    expect(
      screen.getByText(/Ask your team's captain or your company's contact person to send you one/),
    ).toBeTruthy();
    expect(inviteField()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open invite link' })).toBeTruthy();
    expect(screen.getByText(/As a supporter you can enter any event/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another role' }).getAttribute('href')).toBe(
      '/role',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByText('No teams found')).toBeNull();
  });

  it('a contact person: an invite link, and admin rights from the contact person', async () => {
    renderEmpty('/event-select', 'contactPerson');
    expect(await heading('No events for your company yet')).toBeTruthy();
    expect(screen.getByText(/to make you an admin/)).toBeTruthy();
    expect(inviteField()).toBeTruthy();
  });

  it('crew: the organizer assigns them, and no invite field', async () => {
    renderEmpty('/event-select', 'crew');
    expect(await heading('No challenge is assigned to you yet')).toBeTruthy();
    expect(screen.getByText(/The event's organizer assigns the crew/)).toBeTruthy();
    expect(inviteField()).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another role' })).toBeTruthy();
  });

  it('crew in an event without a challenge of theirs', async () => {
    renderEmpty('/battle-select');
    expect(await heading('No challenge of this event is assigned to you')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/event-select');
    expect(inviteField()).toBeNull();
  });

  it('a supporter: no event exists yet', async () => {
    renderEmpty('/event-select', 'supporter');
    expect(await heading('No events are open yet')).toBeTruthy();
    expect(screen.getByText(/as soon as an organizer sets one up/)).toBeTruthy();
    expect(inviteField()).toBeNull();
    expect(screen.queryByText(/As a supporter/)).toBeNull();
  });
});

describe('the invite field', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const paste = (text: string) => {
    fireEvent.change(inviteField()!, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Open invite link' }));
  };

  it("refuses another site's link and junk with a message, and opens nothing", async () => {
    renderEmpty('/team-select');
    await heading("You're not in a team yet");

    paste('');
    expect(screen.getByText('Paste your invite link first.')).toBeTruthy();

    paste(`https://evil.example/login?${QUERY}`);
    const refusal = 'This is not an invite link of this app.';
    expect(screen.getByText(new RegExp(`^${refusal}`))).toBeTruthy();
    expect(inviteField()!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(inviteField());

    paste('see you there');
    expect(screen.getByText(new RegExp(`^${refusal}`))).toBeTruthy();
    expect(sessionStorage.getItem('assignedCompanyId')).toBeNull();
    expect(screen.queryByText(/^at /)).toBeNull();

    fireEvent.change(inviteField()!, { target: { value: 'h' } });
    expect(screen.queryByText(new RegExp(`^${refusal}`))).toBeNull();
  });

  it('opens the invitation of a whole link: its ids and secret are kept and /join follows', async () => {
    sessionStorage.setItem('assignedTeamId', '99');
    renderEmpty('/team-select');
    await heading("You're not in a team yet");
    paste(`${window.location.origin}/login?assignedCompanyId=3&invite=${SECRET}`);
    expect(await screen.findByText('at /join')).toBeTruthy();
    expect(sessionStorage.getItem('assignedCompanyId')).toBe('3');
    expect(sessionStorage.getItem('invite')).toBe(SECRET);
    // An earlier link's team is not carried over to a company link.
    expect(sessionStorage.getItem('assignedTeamId')).toBeNull();
  });

  it('opens the invitation of a query part alone', async () => {
    renderEmpty('/event-select', 'contactPerson');
    await heading('No events for your company yet');
    paste(`?${QUERY}`);
    expect(await screen.findByText('at /join')).toBeTruthy();
    expect(sessionStorage.getItem('assignedTeamId')).toBe('12');
    expect(sessionStorage.getItem('assignedCompanyId')).toBe('3');
    expect(sessionStorage.getItem('invite')).toBe(SECRET);
  });
});
