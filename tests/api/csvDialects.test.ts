/**
 * CSV as people have it (issue "Set up a real event without tripping"): the console's import
 * reads the files spreadsheets save where they are used — semicolons (Excel in NL/DE/FR), tabs
 * (Excel's "Unicode text", UTF-16 decoded by the web app), a byte-order mark, CRLF or LF, quoted
 * cells holding delimiters, quotes and line breaks, and header names in any case, with spaces
 * around them and spaces or dashes for underscores. UTF-16 sent undecoded (read as 8-bit text)
 * is refused for its NUL characters. Each kind has a template (header and one example row, with
 * commas or semicolons) that downloads for the organizer alone and imports back cleanly.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  cookieOf,
  createCallerWorld,
  createEvent,
  giveEventRole,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { companies, houses, results, teams, users } from '../../src/server/db/schema';
import { CSV_COLUMNS, CSV_KINDS, CSV_MAX_ROWS } from '../../src/shared/api/organizerCsv';
import { CALLERS, type Caller } from '../../src/shared/api/accessMatrix';
import { decodeCsvBytes } from '../../src/web/features/organizer/csv/readCsvFile';
import { CSV_TEMPLATE_ROWS } from '../../src/server/features/organizer/csvTemplate';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const BOM = '\uFEFF';
const TEMPLATE = '/api/organizer/csv-template';

describe.each(dbKinds)('CSV files as spreadsheets save them, on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  let company: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
    const [row] = await db().select().from(companies).where(eq(companies.id, w.companyId));
    company = row.name;
  });

  const db = () => t.database.db;
  const imported = (cookie: string, what: string, csv: string) =>
    send(cookie, 'POST', '/api/organizer/import', { kind: what, csv });
  const template = (cookie: string | undefined, what: string, delimiter?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${TEMPLATE}?kind=${what}${delimiter ? `&delimiter=${delimiter}` : ''}`,
      headers: cookie ? { cookie } : {},
    });

  /** The names of the event's teams. */
  async function teamNames(eventId = w.eventId) {
    const rows = await db()
      .select({ name: teams.name })
      .from(teams)
      .where(eq(teams.eventId, eventId));
    return rows.map((row) => row.name).sort();
  }

  /** A battle with one session, through the console. */
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
    expect(battle.statusCode, battle.body).toBe(200);
    const session = await send(cookie, 'POST', '/api/organizer/sessions', {
      battle_id: battle.json().id,
      start_time: start,
      end_time: new Date(Date.parse(start) + 3600_000).toISOString(),
    });
    expect(session.statusCode, session.body).toBe(200);
  }

  describe('delimiters', () => {
    it('reads a semicolon file: commas and semicolons inside quotes, doubled quotes, a line break', async () => {
      const file =
        'name;company;house;house_color\r\n' +
        `"Tigers; the ""Fast"", Inc";"${company}";Red;#dd2222\r\n` +
        `Smith, Jones & Co;"${company}";;\r\n` +
        `"Owls\r\nof the Night";"${company}";Red;\r\n`;
      const res = await imported(w.organizer, 'teams', file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'csvImported', created: 3, updated: 0, reused: 0 });
      expect(await teamNames()).toEqual(
        ['Lions', 'Owls\r\nof the Night', 'Smith, Jones & Co', 'Tigers; the "Fast", Inc'].sort(),
      );
      const [red] = await db().select().from(houses).where(eq(houses.eventId, w.eventId));
      expect(red).toMatchObject({ name: 'Red', color: '#DD2222' });
    });

    it('reads a tab-separated file, a tab inside quotes included', async () => {
      const file = `name\tcompany\n"Pumas\tRed"\t${company}\nJaguars\t"${company}"\n`;
      const res = await imported(w.organizer, 'teams', file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'csvImported', created: 2, updated: 0, reused: 0 });
      expect(await teamNames()).toEqual(['Jaguars', 'Lions', 'Pumas\tRed']);
    });

    it('takes the delimiter from the header line: cells may hold the other delimiters unquoted', async () => {
      // A comma file whose names hold semicolons, and a header with a quoted semicolon.
      const comma = `"name",company\nA;B,${company}\n`;
      expect((await imported(w.organizer, 'teams', comma)).statusCode).toBe(200);
      // A semicolon file whose names hold commas: the header has more semicolons than commas.
      const semicolon = `name;company\nC, D;${company}\n`;
      expect((await imported(w.organizer, 'teams', semicolon)).statusCode).toBe(200);
      expect(await teamNames()).toEqual(['A;B', 'C, D', 'Lions']);
    });

    it('reads a byte-order mark with CRLF and with LF alike', async () => {
      for (const [name, end] of [
        ['Crlf Team', '\r\n'],
        ['Lf Team', '\n'],
      ]) {
        const file = `${BOM}name;company${end}${name};${company}${end}`;
        const res = await imported(w.organizer, 'teams', file);
        expect(res.json(), JSON.stringify(end)).toEqual({
          message: 'csvImported',
          created: 1,
          updated: 0,
          reused: 0,
        });
      }
      expect(await teamNames()).toEqual(['Crlf Team', 'Lf Team', 'Lions']);
    });

    it('names the line as a spreadsheet counts it in a semicolon file with a quoted line break', async () => {
      const file = `name;company\r\n"Owls\r\nof the Night";${company}\r\nBears;Nobody Inc.\r\n`;
      const res = await imported(w.organizer, 'teams', file);
      expect(res.json()).toEqual({
        message: 'companyNotInEvent',
        fields: { line: '3', column: 'company' },
      });
      expect(await teamNames()).toEqual(['Lions']);
    });

    it('still refuses an unknown column of a semicolon file by its name alone, on line 1', async () => {
      const res = await imported(w.organizer, 'teams', `name;company;colour\n`);
      expect(res.json()).toEqual({
        message: 'csvUnknownColumn',
        fields: { line: '1', column: 'colour' },
      });
    });

    it('cuts a long unknown header name short in the refusal', async () => {
      const long = `Column ${'x'.repeat(500)}`;
      const res = await imported(w.organizer, 'teams', `name;company;${long}\n`);
      expect(res.statusCode).toBe(400);
      const { column } = res.json().fields as { column: string };
      expect(column).toHaveLength(60);
      expect(column).toBe(`${long.slice(0, 59)}…`);
    });

    it('keeps the row bound for a semicolon file', async () => {
      const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `Team ${i};Nobody`);
      const res = await imported(w.organizer, 'teams', `name;company\n${rows.join('\n')}\n`);
      expect(res.json()).toEqual({
        message: 'csvTooManyRows',
        fields: { line: String(CSV_MAX_ROWS + 2), column: 'name' },
      });
    });
  });

  describe('header names', () => {
    it('takes any case, spaces around, and spaces or dashes for underscores', async () => {
      const file = ' Name ;COMPANY;House;House-Color\n' + `Tigers;${company};Blue;#0000ff\n`;
      const res = await imported(w.organizer, 'teams', file);
      expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
      const [blue] = await db().select().from(houses).where(eq(houses.eventId, w.eventId));
      expect(blue).toMatchObject({ name: 'Blue', color: '#0000FF' });
    });

    it('reads a results file as Excel in the Netherlands saves it: Session Start, decimal commas', async () => {
      await battleWithSession(w.organizer, 'Relay', '2030-06-11T09:00:00.000Z');
      const file =
        'Battle;Session Start;Team;Score 1;time-1;Ladies\r\n' +
        'Relay;2030-06-11T11:00:00+02:00;Lions;12,5;1:02.5;Yes\r\n';
      const res = await imported(w.organizer, 'results', file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
      const [stored] = await db().select().from(results).where(eq(results.teamId, w.teamId));
      expect(stored).toMatchObject({ score1: 12.5, time1: 62_500, isLadies: true });
    });

    it('drops empty header cells at the end of the line, whose cells must be empty too', async () => {
      const res = await imported(w.organizer, 'teams', `name;company;;\nTigers;${company};;\n`);
      expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
      const extra = await imported(w.organizer, 'teams', `name;company;;\nPumas;${company};;x\n`);
      expect(extra.json()).toEqual({
        message: 'csvExtraCell',
        fields: { line: '2', column: '3' },
      });
      const between = await imported(w.organizer, 'teams', `name;;company\n`);
      expect(between.json()).toEqual({
        message: 'csvUnknownColumn',
        fields: { line: '1', column: '2' },
      });
    });

    it('refuses a column named twice however it is written', async () => {
      const res = await imported(w.organizer, 'teams', 'name;company;House Color;house-color\n');
      expect(res.json()).toEqual({
        message: 'csvDuplicateColumn',
        fields: { line: '1', column: 'house_color' },
      });
    });
  });

  describe("Excel's UTF-16 “Unicode text”", () => {
    /** The file Excel saves: UTF-16LE with the byte-order mark FF FE, tab-separated, CRLF. */
    const unicodeText = (text: string) => Buffer.from(`${BOM}${text}`, 'utf16le');

    it('imports once the web app has decoded it, accents and quoted tabs included', async () => {
      const bytes = unicodeText(
        `name\tcompany\thouse\thouse_color\r\nÉquipe Ørsted\t${company}\t"Rød\tHus"\t#C8102E\r\n`,
      );
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
      const text = decodeCsvBytes(new Uint8Array(bytes));
      expect(text).not.toBeNull();
      const res = await imported(w.organizer, 'teams', text!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'csvImported', created: 1, updated: 0, reused: 0 });
      expect(await teamNames()).toEqual(['Lions', 'Équipe Ørsted']);
      const [house] = await db().select().from(houses).where(eq(houses.eventId, w.eventId));
      expect(house.name).toBe('Rød\tHus');
    });

    it('sent undecoded, as if it were 8-bit text, is refused for its NUL characters, storing nothing', async () => {
      const bytes = unicodeText(`name\tcompany\r\nTigers\t${company}\r\n`);
      for (const asText of [bytes.toString('utf8'), bytes.toString('latin1')]) {
        const res = await imported(w.organizer, 'teams', asText);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'invalidCharacters' });
      }
      expect(await teamNames()).toEqual(['Lions']);
    });

    it('is decoded big-endian too; bytes of neither encoding, and UTF-16 without its mark, are not', () => {
      const big = Buffer.from(`${BOM}name`, 'utf16le').swap16();
      expect(decodeCsvBytes(new Uint8Array(big))).toBe('name');
      // Windows-1252 "é" is not UTF-8; UTF-16 without a byte-order mark reads as NUL-laden text.
      expect(decodeCsvBytes(new Uint8Array([0x6e, 0xe9, 0x0a]))).toBeNull();
      expect(decodeCsvBytes(new Uint8Array(Buffer.from('name\tcompany', 'utf16le')))).toBeNull();
      expect(decodeCsvBytes(new Uint8Array(Buffer.from(`${BOM}name,é`)))).toBe('name,é');
    });
  });

  describe('templates', () => {
    it('each kind downloads as a CSV attachment: a byte-order mark, the header, one example row', async () => {
      for (const what of CSV_KINDS) {
        const res = await template(w.organizer, what);
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="${what}-template.csv"`,
        );
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body.startsWith(BOM)).toBe(true);
        const [header, example, end, ...more] = res.body.slice(BOM.length).split('\r\n');
        expect(header).toBe(CSV_COLUMNS[what].join(','));
        expect(example.split(',')).toHaveLength(CSV_COLUMNS[what].length);
        expect([end, more]).toEqual(['', []]);
      }
      const unknown = await template(w.organizer, 'sponsors');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toHaveProperty('kind');
      const tab = await template(w.organizer, 'teams', 'tab');
      expect(tab.statusCode).toBe(400);
      expect(tab.json().fields).toHaveProperty('delimiter');
    });

    it('comes separated by semicolons when asked, for spreadsheets that split columns there', async () => {
      for (const what of CSV_KINDS) {
        const comma = (await template(w.organizer, what, 'comma')).body;
        expect(comma).toBe((await template(w.organizer, what)).body);
        const res = await template(w.organizer, what, 'semicolon');
        expect(res.statusCode).toBe(200);
        const [header, example] = res.body.slice(BOM.length).split('\r\n');
        expect(header).toBe(CSV_COLUMNS[what].join(';'));
        // The same cells: only the delimiter differs (no example cell holds either).
        expect(example.split(';')).toEqual(comma.slice(BOM.length).split('\r\n')[1].split(','));
      }
    });

    it('import back cleanly in set-up order, and the event then exports the templates themselves', async () => {
      // An event on the example's day, with the example's challenge and session (challenges are
      // made in the console, not from a file).
      const event = await createEvent(db(), {
        name: 'Template Games',
        date: new Date('2030-06-01T08:00:00.000Z'),
        endDate: new Date('2030-06-01T20:00:00.000Z'),
        closingDate: new Date('2030-05-31T20:00:00.000Z'),
      });
      await giveEventRole(db(), w.organizerId, event.id, 'organizer');
      const cookie = await sessionCookieFor(db(), w.organizerId, T0, {
        role: 'organizer',
        eventId: event.id,
      });
      const example = {
        battle: String(CSV_TEMPLATE_ROWS.results.battle),
        start: String(CSV_TEMPLATE_ROWS.results.session_start),
        contact: String(CSV_TEMPLATE_ROWS.companies.contact_email),
        player: String(CSV_TEMPLATE_ROWS.players.email),
      };
      await battleWithSession(cookie, example.battle, example.start);
      const mails = t.mailbox.mails.length;
      const files: Record<string, string> = {};
      for (const what of CSV_KINDS) {
        files[what] = (await template(cookie, what)).body;
        const res = await imported(cookie, what, files[what]);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
        expect(res.json(), what).toEqual({
          message: 'csvImported',
          created: 1,
          updated: 0,
          reused: 0,
        });
      }
      // The contact person and the player are new accounts, each invited once.
      expect(
        t.mailbox.mails
          .slice(mails)
          .map((mail) => mail.to)
          .sort(),
      ).toEqual([example.contact, example.player]);
      const [alex] = await db().select().from(users).where(eq(users.email, example.contact));
      expect(alex).toMatchObject({ firstName: 'Alex', lastName: 'Example' });
      for (const what of CSV_KINDS) {
        const exported = await send(cookie, 'GET', `/api/organizer/export?kind=${what}`);
        expect(exported.body, what).toBe(files[what]);
        // Again, and separated by semicolons: the same rows, so nothing changes.
        const semicolons = (await template(cookie, what, 'semicolon')).body;
        for (const file of [files[what], semicolons]) {
          const again = await imported(cookie, what, file);
          expect(again.json(), what).toEqual({
            message: 'csvImported',
            created: 0,
            updated: 0,
            reused: 0,
          });
        }
      }
    });

    it('is for the event’s organizer alone: every role and anonymous as the access matrix says', async () => {
      const world = await createCallerWorld(db(), T0);
      const expected: Record<Caller, string> = {
        anonymous: '401 Unauthorized',
        supporter: '403 roleNotAllowed',
        player: '403 roleNotAllowed',
        crew: '403 roleNotAllowed',
        contactPerson: '403 roleNotAllowed',
        organizer: '200',
        otherTeamPlayer: '403 roleNotAllowed',
        otherCompanyAdmin: '403 roleNotAllowed',
        noRole: '403 selectionMissing',
        noEvent: '403 roleNotAllowed',
        noTeam: '403 roleNotAllowed',
        noBattle: '403 roleNotAllowed',
      };
      const seen: Record<string, string> = {};
      for (const caller of CALLERS) {
        const res = await template(await cookieOf(db(), world, caller, T0), 'teams');
        seen[caller] =
          res.statusCode === 200
            ? '200'
            : `${res.statusCode} ${(res.json() as { message: string }).message}`;
      }
      expect(seen).toEqual(expected);
    });
  });
});
