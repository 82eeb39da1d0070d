/**
 * The organizer console's CSV export and import: every kind goes out and comes back the same,
 * spreadsheet files (a byte-order mark, quoted commas and line breaks, columns in any order) are
 * read, a bad row refuses the whole file on its line and column with nothing stored and no mail
 * sent, new people are invited by mail, re-importing changes nothing, and every import is
 * audited.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addEmployee,
  addPlayer,
  addPointsRows,
  addResult,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  giveEventRole,
  sessionCookieFor,
  setTeamJoker,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import {
  auditLog,
  authTokens,
  companies,
  companyMembers,
  eventCompanies,
  events,
  houses,
  notifications,
  results,
  teamPlayers,
  teams,
  users,
} from '../../src/server/db/schema';
import { CSV_KINDS, CSV_MAX_BYTES, CSV_MAX_ROWS } from '../../src/shared/api/organizerCsv';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const BOM = '\uFEFF';
const DAY = 24 * 3600_000;

describe.each(dbKinds)('the organizer console CSV files on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
  });

  const db = () => t.database.db;
  const exported = (cookie: string, what: string) =>
    send(cookie, 'GET', `/api/organizer/export?kind=${what}`);
  const imported = (cookie: string, what: string, csv: string) =>
    send(cookie, 'POST', '/api/organizer/import', { kind: what, csv });
  const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

  /** A new empty event organized by the world's organizer, with a session that chose it. */
  async function emptyEvent(name: string) {
    const event = await createEvent(db(), {
      name,
      date: new Date(T0.getTime() + 10 * DAY),
      endDate: new Date(T0.getTime() + 11 * DAY),
      closingDate: new Date(T0.getTime() + 7 * DAY),
      maxPlayers: 4,
    });
    await giveEventRole(db(), w.organizerId, event.id, 'organizer');
    const cookie = await sessionCookieFor(db(), w.organizerId, T0, {
      role: 'organizer',
      eventId: event.id,
    });
    return { id: event.id, cookie };
  }

  /** The rows of the tables an import writes: what a refused file must leave as it was. */
  async function fingerprint() {
    const tables = {
      users,
      companies,
      companyMembers,
      eventCompanies,
      houses,
      teams,
      teamPlayers,
      results,
      notifications,
      authTokens,
      auditLog,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db().select({ n: count() }).from(table);
      counts[name] = Number(row.n);
    }
    return counts;
  }

  /** A battle with a session, through the console, as an organizer of the event makes them. */
  async function battleWithSession(cookie: string, name: string, start: string) {
    const battle = await send(cookie, 'POST', '/api/organizer/battles', {
      name,
      endurance: 1,
      teamwork: 1,
      guts: 1,
      skill: 1,
      is_water: false,
      is_joker: true,
      closing_date: null,
      scoring_type: 'fastest_time',
      score_1_label: 'Laps',
      time_1_label: 'Time',
    });
    expect(battle.statusCode).toBe(200);
    const session = await send(cookie, 'POST', '/api/organizer/sessions', {
      battle_id: battle.json().id,
      start_time: start,
      end_time: new Date(Date.parse(start) + 3600_000).toISOString(),
    });
    expect(session.statusCode).toBe(200);
    return { battleId: battle.json().id as number, sessionId: session.json().id as number };
  }

  describe('the round trip', () => {
    it('exports every kind and imports it into an empty event, which then exports the same files', async () => {
      const source = await emptyEvent('Source Games');
      const post = (url: string, body: unknown) => send(source.cookie, 'POST', url, body);
      // Companies through the console: one contact person new, one an existing account.
      const known = await createUser(db(), { firstName: 'Kim', lastName: "O'Neil, Jr." });
      const peter = `peter-${++seq}@initech.test`;
      const initech = await post('/api/organizer/companies', {
        name: 'Initech',
        contact_first_name: 'Peter',
        contact_last_name: 'Gibbons',
        contact_email: peter,
      });
      const umbrella = await post('/api/organizer/companies', {
        name: 'Umbrella, Inc.',
        contact_first_name: 'Kim',
        contact_last_name: 'Known',
        contact_email: known.email,
      });
      const red = await post('/api/organizer/houses', { name: 'Red "Hot"', color: '#DD2222' });
      const lions = await post('/api/organizer/teams', {
        name: 'Lions, the Brave',
        company_id: initech.json().id,
        house_id: red.json().id,
      });
      const sharks = await post('/api/organizer/teams', {
        name: '=Sharks',
        company_id: umbrella.json().id,
        house_id: null,
      });
      for (const res of [initech, umbrella, red, lions, sharks]) expect(res.statusCode).toBe(200);
      // Players: members of the teams' companies, one captain each team.
      const people = [];
      for (const [team, company] of [
        [lions, initech],
        [lions, initech],
        [sharks, umbrella],
      ] as const) {
        const person = await createUser(db(), {
          firstName: 'Pat',
          lastName: `Player ${++seq}`,
          email: `pat-${seq}@players.test`,
        });
        await addEmployee(db(), company.json().id, person.id);
        await addPlayer(db(), team.json().id, person.id, people.length !== 1);
        people.push(person);
      }
      // Results of two sessions, with times, scores and flags.
      const start = new Date(T0.getTime() + 10 * DAY).toISOString();
      const later = new Date(T0.getTime() + 10 * DAY + 2 * 3600_000).toISOString();
      const relay = await battleWithSession(source.cookie, 'Relay', start);
      const swim = await battleWithSession(source.cookie, 'Swim, cold', later);
      await addResult(db(), relay.sessionId, lions.json().id, {
        rank: 1,
        score1: 12.5,
        time1: 61_234,
        isLadies: true,
      });
      await addResult(db(), relay.sessionId, sharks.json().id, { rank: 2, time1: 75_000 });
      // Disqualified: no rank (a crew save or an import computes none for it).
      await addResult(db(), swim.sessionId, sharks.json().id, {
        isFairplay: true,
        isDisqualified: true,
      });

      const files: Record<string, string> = {};
      for (const what of CSV_KINDS) {
        const res = await exported(source.cookie, what);
        expect(res.statusCode).toBe(200);
        files[what] = res.body;
      }
      const fileLines = (what: string) => files[what].slice(BOM.length).split('\r\n');
      for (const what of CSV_KINDS) expect(files[what].startsWith(BOM)).toBe(true);
      expect(fileLines('companies')).toEqual([
        'name,contact_first_name,contact_last_name,contact_email',
        `Initech,Peter,Gibbons,${peter}`,
        `"Umbrella, Inc.",Kim,"O'Neil, Jr.",${known.email}`,
        '',
      ]);
      // Rows by name: the database's collation decides where a name with punctuation goes.
      expect(fileLines('teams')).toEqual(
        expect.arrayContaining([
          'name,company,house,house_color',
          `'=Sharks,"Umbrella, Inc.",,`,
          `"Lions, the Brave",Initech,"Red ""Hot""",#DD2222`,
        ]),
      );
      expect(fileLines('players')).toHaveLength(5);
      expect(fileLines('players')).toContain(
        `${people[2].email},Pat,${people[2].lastName},'=Sharks,"Umbrella, Inc.",yes`,
      );
      expect(fileLines('results')).toEqual(
        expect.arrayContaining([
          'battle,session_start,team,rank,score_1,score_2,time_1,time_2,ladies,fairplay,disqualified',
          `Relay,${start},"Lions, the Brave",1,12.5,,01:01:234,,yes,no,no`,
          `Relay,${start},'=Sharks,2,,,01:15:000,,no,no,no`,
          `"Swim, cold",${later},'=Sharks,,,,,,no,yes,yes`,
        ]),
      );

      // The empty event has the battles and sessions (they are not part of the files).
      const target = await emptyEvent('Target Games');
      await battleWithSession(target.cookie, 'Relay', start);
      await battleWithSession(target.cookie, 'Swim, cold', later);
      const mails = t.mailbox.mails.length;
      // The companies exist from the first event: the import adds them to this one.
      const created = { companies: 0, teams: 2, players: 3, results: 3 };
      for (const what of CSV_KINDS) {
        const res = await imported(target.cookie, what, files[what]);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({
          message: 'csvImported',
          created: created[what],
          updated: 0,
          reused: what === 'companies' ? 2 : 0,
        });
      }
      for (const what of CSV_KINDS) {
        expect((await exported(target.cookie, what)).body).toBe(files[what]);
      }
      // Everyone had an account already: nobody was mailed.
      expect(t.mailbox.mails.length).toBe(mails);

      // Importing the same files again changes nothing.
      for (const what of CSV_KINDS) {
        const again = await imported(target.cookie, what, files[what]);
        expect(again.json()).toEqual({ message: 'csvImported', created: 0, updated: 0, reused: 0 });
        expect((await exported(target.cookie, what)).body).toBe(files[what]);
      }
    });

    it('answers a CSV attachment with a byte-order mark and the header row', async () => {
      const res = await exported(w.organizer, 'teams');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="teams.csv"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.startsWith(`${BOM}name,company,house,house_color\r\nLions,`)).toBe(true);
    });

    it('refuses a kind it does not know', async () => {
      const res = await exported(w.organizer, 'sponsors');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('kind');
    });
  });

  describe('reading spreadsheet files', () => {
    it('reads a byte-order mark, columns in any order, quoted commas and a line break inside a field', async () => {
      const [company] = await db().select().from(companies).where(eq(companies.id, w.companyId));
      await db()
        .update(companies)
        .set({ name: 'Umbrella, Inc.' })
        .where(eq(companies.id, company.id));
      await send(w.player, 'GET', '/api/teams'); // the snapshot is built before the import
      const file =
        BOM +
        'House_Color,Company,NAME,house\r\n' +
        '#dd2222,"Umbrella, Inc.","Tigers, the ""Fast""",Red\r\n' +
        '\r\n' +
        ',"Umbrella, Inc.","Owls\nof the Night",\n';
      const res = await imported(w.organizer, 'teams', file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'csvImported', created: 2, updated: 0, reused: 0 });
      const seen = (await send(w.player, 'GET', '/api/teams')).json().teams as {
        team_name: string;
        company_name: string;
      }[];
      expect(seen.map((team) => team.team_name)).toEqual(
        expect.arrayContaining(['Tigers, the "Fast"', 'Owls\nof the Night']),
      );
      const [red] = await db()
        .select()
        .from(houses)
        .where(and(eq(houses.eventId, w.eventId), eq(houses.name, 'Red')));
      expect(red.color).toBe('#DD2222');
    });

    it('names the line as a spreadsheet counts it when a quoted field holds line breaks', async () => {
      const before = await fingerprint();
      const file = lines(
        'name,company',
        `"Owls`,
        `of the`,
        `Night",${'"' + (await companyName()) + '"'}`,
        'Bears,Nobody Inc.',
      );
      const res = await imported(w.organizer, 'teams', file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'companyNotInEvent',
        fields: { line: '3', column: 'company' },
      });
      expect(await fingerprint()).toEqual(before);
    });

    it('refuses unknown, doubled and missing columns on line 1', async () => {
      const cases = [
        ['name,company,colour', 'csvUnknownColumn', 'colour'],
        ['name,company,Name', 'csvDuplicateColumn', 'name'],
        ['name,house', 'csvMissingColumn', 'company'],
        ['', 'csvMissingColumn', 'name'],
      ] as const;
      for (const [header, message, column] of cases) {
        const res = await imported(w.organizer, 'teams', header ? lines(header) : '');
        expect(res.statusCode, header).toBe(400);
        expect(res.json()).toEqual({ message, fields: { line: '1', column } });
      }
    });

    it('refuses a quote left open and a row with more cells than the header, on their line', async () => {
      const open = await imported(w.organizer, 'teams', lines('name,company', 'A,"B', 'C,D'));
      expect(open.json()).toMatchObject({ message: 'csvUnreadable', fields: { line: '2' } });
      const extra = await imported(w.organizer, 'teams', lines('name,company', 'A,B,C'));
      expect(extra.json()).toEqual({
        message: 'csvExtraCell',
        fields: { line: '2', column: '3' },
      });
    });

    it('refuses a file over 1 MB and one over 5,000 rows, storing nothing', async () => {
      const before = await fingerprint();
      const large = await imported(
        w.organizer,
        'teams',
        lines('name,company', `"${'x'.repeat(CSV_MAX_BYTES)}",A`),
      );
      expect(large.statusCode).toBe(400);
      expect(large.json()).toEqual({ message: 'csvTooLarge', fields: { csv: 'csvTooLarge' } });
      // Under the file's limit but over 1 MiB as JSON (each quote is escaped): read, not refused.
      const quoted = await imported(
        w.organizer,
        'teams',
        lines('name,company', `"${'""'.repeat(300_000)}",A`),
      );
      expect(quoted.json()).toEqual({
        message: 'fieldTooLong',
        fields: { line: '2', column: 'name' },
      });
      const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `Team ${i},Nobody`);
      const many = await imported(w.organizer, 'teams', lines('name,company', ...rows));
      expect(many.statusCode).toBe(400);
      expect(many.json()).toEqual({
        message: 'csvTooManyRows',
        fields: { line: String(CSV_MAX_ROWS + 2), column: 'name' },
      });
      expect(await fingerprint()).toEqual(before);
    });
  });

  async function companyName() {
    const [company] = await db().select().from(companies).where(eq(companies.id, w.companyId));
    return company.name;
  }

  describe('a bad row stores nothing of the file', () => {
    it('a result time not matching the mask refuses the file on its line and column', async () => {
      const relay = await battleWithSession(w.organizer, 'Relay', '2030-06-11T09:00:00.000Z');
      const tigers = await createTeamWith(db(), w.eventId, w.companyId, { name: 'Tigers' });
      const before = await fingerprint();
      const file = lines(
        'battle,session_start,team,rank,time_1',
        'Relay,2030-06-11T09:00:00.000Z,Lions,1,01:02:345',
        'Relay,2030-06-11T09:00:00Z,Tigers,2,1:02:5',
      );
      const res = await imported(w.organizer, 'results', file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'invalidTime',
        fields: { line: '3', column: 'time_1' },
      });
      expect(await fingerprint()).toEqual(before);
      expect(relay.sessionId).toBeGreaterThan(0);
      expect(tigers.id).toBeGreaterThan(0);
    });

    it('names the battle, the session and the team a result row cannot find', async () => {
      await battleWithSession(w.organizer, 'Relay', '2030-06-11T09:00:00.000Z');
      const cases = [
        ['Sprint,2030-06-11T09:00:00.000Z,Lions', 'csvUnknownBattle', 'battle'],
        ['Relay,2030-06-11T10:00:00.000Z,Lions', 'csvUnknownSession', 'session_start'],
        ['Relay,2030-06-11T11:00:00+02:00,Pumas', 'csvUnknownTeam', 'team'],
        ['Relay,yesterday,Lions', 'invalidDateTime', 'session_start'],
      ] as const;
      for (const [row, message, column] of cases) {
        const res = await imported(w.organizer, 'results', lines('battle,session_start,team', row));
        expect(res.json(), row).toEqual({ message, fields: { line: '2', column } });
      }
    });

    it('a result for a team that played the battle in another session is refused on its line', async () => {
      const first = await battleWithSession(w.organizer, 'Relay', '2030-06-11T09:00:00.000Z');
      const second = await send(w.organizer, 'POST', '/api/organizer/sessions', {
        battle_id: first.battleId,
        start_time: '2030-06-11T11:00:00.000Z',
        end_time: '2030-06-11T12:00:00.000Z',
      });
      expect(second.statusCode).toBe(200);
      await addResult(db(), first.sessionId, w.teamId, { rank: 1 });
      const before = await fingerprint();
      const res = await imported(
        w.organizer,
        'results',
        lines('battle,session_start,team,rank', 'Relay,2030-06-11T11:00:00.000Z,Lions,2'),
      );
      expect(res.json()).toEqual({
        message: 'teamNotInSession',
        fields: { line: '2', column: 'team' },
      });
      expect(await fingerprint()).toEqual(before);
    });

    it('a player of a full team, or of another team of the event, is a bad row and nobody is invited', async () => {
      await db().update(events).set({ maxPlayers: 2 }).where(eq(events.id, w.eventId));
      const company = await companyName();
      const mails = t.mailbox.mails.length;
      const before = await fingerprint();
      const full = await imported(
        w.organizer,
        'players',
        lines(
          'email,first_name,last_name,team,company',
          `new-${++seq}@players.test,Nina,New,Lions,"${company}"`,
          `new-${++seq}@players.test,Ned,New,Lions,"${company}"`,
        ),
      );
      expect(full.json()).toEqual({ message: 'teamFull', fields: { line: '3', column: 'team' } });

      const [lionPlayer] = await db()
        .select({ email: users.email })
        .from(teamPlayers)
        .innerJoin(users, eq(users.id, teamPlayers.userId))
        .where(eq(teamPlayers.teamId, w.teamId));
      await createTeamWith(db(), w.eventId, w.companyId, { name: 'Tigers' });
      const elsewhere = await imported(
        w.organizer,
        'players',
        lines(
          'team,company,email,first_name,last_name',
          `Tigers,"${company}",${lionPlayer.email},A,B`,
        ),
      );
      expect(elsewhere.json()).toEqual({
        message: 'csvPlaysInOtherTeam',
        fields: { line: '2', column: 'team' },
      });
      // Only the Tigers, made for this case, are new.
      expect(await fingerprint()).toEqual({ ...before, teams: before.teams + 1 });
      expect(t.mailbox.mails.length).toBe(mails);
    });

    it('a team of another company than the row says, and a player without an address, are refused', async () => {
      const other = await createCompany(db(), w.eventId);
      const wrong = await imported(
        w.organizer,
        'players',
        lines(
          'email,first_name,last_name,team,company',
          `x-${++seq}@p.test,A,B,Lions,"${other.name}"`,
        ),
      );
      expect(wrong.json()).toEqual({
        message: 'csvTeamOfOtherCompany',
        fields: { line: '2', column: 'company' },
      });
      const noMail = await imported(
        w.organizer,
        'players',
        lines(
          'email,first_name,last_name,team,company',
          `not-an-address,A,B,Lions,"${other.name}"`,
        ),
      );
      expect(noMail.json()).toEqual({
        message: 'invalidEmail',
        fields: { line: '2', column: 'email' },
      });
    });

    it('a company whose contact person the file names differently is a bad row', async () => {
      const contact = await createUser(db());
      const res = await imported(
        w.organizer,
        'companies',
        lines(
          'name,contact_first_name,contact_last_name,contact_email',
          `Hooli,Gavin,Belson,gavin-${++seq}@hooli.test`,
          `Hooli,Other,Person,${contact.email}`,
        ),
      );
      expect(res.json()).toEqual({
        message: 'csvContactDiffers',
        fields: { line: '3', column: 'contact_email' },
      });
      const [{ n }] = await db()
        .select({ n: count() })
        .from(companies)
        .where(eq(companies.name, 'Hooli'));
      expect(Number(n)).toBe(0);
    });

    it('a house named with two colours is a bad row', async () => {
      const company = await companyName();
      const res = await imported(
        w.organizer,
        'teams',
        lines(
          'name,company,house,house_color',
          `Tigers,"${company}",Blue,#0000FF`,
          `Pumas,"${company}",Blue,#0000AA`,
        ),
      );
      expect(res.json()).toEqual({
        message: 'csvHouseColorDiffers',
        fields: { line: '3', column: 'house_color' },
      });
    });
  });

  describe('people', () => {
    it('new players get an invitation mail, existing ones none, and both join the company and the team', async () => {
      const company = await companyName();
      const existing = await createUser(db(), { firstName: 'Ella', lastName: 'Existing' });
      const newcomer = `Nora.${++seq}@Players.test`;
      const mails = t.mailbox.mails.length;
      const res = await imported(
        w.organizer,
        'players',
        lines(
          'email,first_name,last_name,team,company,captain',
          `${newcomer},Nora,Newcomer,Lions,"${company}",yes`,
          `${existing.email},Someone,Else,Lions,"${company}",no`,
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'csvImported', created: 2, updated: 0, reused: 0 });
      expect(t.mailbox.mails.length).toBe(mails + 1);
      const mail = t.mailbox.mails.at(-1)!;
      expect(mail.to).toBe(newcomer.toLowerCase());
      expect(mail.text).toContain(company);
      expect(
        t.mailbox.linkTo(newcomer.toLowerCase(), '/reset-password').searchParams.get('welcome'),
      ).toBe('1');

      const [account] = await db()
        .select()
        .from(users)
        .where(eq(users.email, newcomer.toLowerCase()));
      expect(account).toMatchObject({ firstName: 'Nora', lastName: 'Newcomer', confirmedAt: null });
      const members = await db()
        .select({ userId: companyMembers.userId, role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, w.companyId));
      expect(members).toEqual(
        expect.arrayContaining([
          { userId: account.id, role: 'employee' },
          { userId: existing.id, role: 'employee' },
        ]),
      );
      // The existing account keeps its own name; the newcomer is the captain now.
      const [ella] = await db().select().from(users).where(eq(users.id, existing.id));
      expect(ella.firstName).toBe('Ella');
      const roster = (await send(w.player, 'GET', '/api/team_players')).json();
      expect(JSON.stringify(roster)).toContain('Nora Newcomer');
      const captains = await db()
        .select({ userId: teamPlayers.userId })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.teamId, w.teamId), eq(teamPlayers.isCaptain, true)));
      expect(captains).toEqual([{ userId: account.id }]);

      const again = await imported(
        w.organizer,
        'players',
        lines(
          'email,first_name,last_name,team,company,captain',
          `${newcomer},Nora,Newcomer,Lions,"${company}",yes`,
          `${existing.email},Someone,Else,Lions,"${company}",no`,
        ),
      );
      expect(again.json()).toEqual({ message: 'csvImported', created: 0, updated: 0, reused: 0 });
      expect(t.mailbox.mails.length).toBe(mails + 1);
    });

    it('a new company contact person is invited; a company of the file that exists is left as it is', async () => {
      const first = lines(
        'contact_email,name,contact_last_name,contact_first_name',
        `Dinesh.${++seq}@piedpiper.test,Pied Piper,Chugtai,Dinesh`,
      );
      const mails = t.mailbox.mails.length;
      const res = await imported(w.organizer, 'companies', first);
      expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
      expect(t.mailbox.mails.length).toBe(mails + 1);
      expect(t.mailbox.mails.at(-1)!.subject).toBe('You are invited to join Pied Piper');
      const listed = (await send(w.organizer, 'GET', '/api/organizer/companies')).json().companies;
      expect(listed).toContainEqual(
        expect.objectContaining({
          name: 'Pied Piper',
          contact_name: 'Dinesh Chugtai',
          contact_pending: true,
        }),
      );
      const again = await imported(w.organizer, 'companies', first);
      expect(again.json()).toEqual({ message: 'csvImported', created: 0, updated: 0, reused: 0 });
      expect(t.mailbox.mails.length).toBe(mails + 1);
    });
  });

  describe('results', () => {
    it('are saved as a crew save: points from the table, the joker from the team, players told', async () => {
      await addPointsRows(db(), w.eventId, [
        { rank: 1, score: 10, joker: 5 },
        { rank: 2, score: 6, joker: 3 },
      ]);
      const relay = await battleWithSession(w.organizer, 'Relay', '2030-06-11T09:00:00.000Z');
      await setTeamJoker(db(), w.teamId, relay.battleId, w.eventId);
      const res = await imported(
        w.organizer,
        'results',
        lines(
          'battle,session_start,team,rank,time_1',
          'Relay,2030-06-11T09:00:00.000Z,Lions,1,00:59:999',
        ),
      );
      expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
      const [stored] = await db().select().from(results).where(eq(results.teamId, w.teamId));
      expect(stored).toMatchObject({ rank: 1, time1: 59_999, isJoker: true, points: 15 });
      const told = (await send(w.player, 'GET', '/api/notifications')).json().notifications;
      expect(told).toContainEqual(expect.objectContaining({ message_name: 'score_available' }));

      // The rank follows the times of a time battle, as in a crew save: a faster team comes first.
      await createTeamWith(db(), w.eventId, w.companyId, { name: 'Tigers' });
      const changed = await imported(
        w.organizer,
        'results',
        lines(
          'battle,session_start,team,rank,time_1',
          'Relay,2030-06-11T09:00:00.000Z,Tigers,2,0:45',
        ),
      );
      expect(changed.json()).toEqual({ message: 'csvImported', created: 1, updated: 1, reused: 0 });
      const [after] = await db().select().from(results).where(eq(results.teamId, w.teamId));
      expect(after).toMatchObject({ rank: 2, time1: 59_999, points: 9 });
    });
  });

  it('every import is one audit entry with its counts', async () => {
    const company = await companyName();
    await imported(
      w.organizer,
      'teams',
      lines('name,company', `Tigers,"${company}"`, `Lions,"${company}"`),
    );
    const entries = await db().select().from(auditLog).where(eq(auditLog.eventId, w.eventId));
    expect(entries).toMatchObject([
      {
        userId: w.organizerId,
        action: 'import',
        entity: 'csv',
        entityId: null,
        summary: 'teams: 1 created, 0 updated',
      },
    ]);
    const listed = (await send(w.organizer, 'GET', '/api/organizer/audit')).json().entries;
    expect(listed[0]).toMatchObject({ action: 'import', entity: 'csv' });
  });
});
