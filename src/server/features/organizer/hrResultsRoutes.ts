/**
 * Results for HR in the console: a company's teams' results as JSON (the printable page and the
 * certificates draw it) and as a CSV file, both from the scores area's hrResults (the
 * leaderboard's own snapshots). The file is written with the `csv` project's stringifier, with a
 * byte-order mark and CRLF lines like the console's other exports, its header row in the
 * request's language (the same keys the printable page uses, from public/locales).
 */
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import {
  organizerHrResultsCsvRoute,
  organizerHrResultsRoute,
  type HrResultsResponse,
} from '../../../shared/api/hrResults';
import { awardNameSpacing } from '../../../shared/eventRules';
import type { Language } from '../../../shared/languages';
import { eventScope } from '../../auth/eventScope';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { setNonPageHeaders } from '../../http/securityHeaders';
import { webText } from '../../http/webTexts';
import { hrResults } from '../scores/hrResults';
import { spreadsheetSafe } from './csv';

/** The header keys of the file, in the console's translation namespace. */
const HEADER_KEYS = {
  rank: 'hrColumnRank',
  team: 'hrColumnTeam',
  house: 'hrColumnHouse',
  points: 'hrColumnPoints',
  extra: 'hrColumnExtraPoints',
  awards: 'hrColumnAwards',
  cheers: 'hrColumnCheers',
} as const;
type HeaderTexts = Record<keyof typeof HEADER_KEYS, string>;

/** The header texts in the language, from the web app's own translation files (English else). */
const headerTexts = (language: Language) =>
  Object.fromEntries(
    Object.entries(HEADER_KEYS).map(([name, key]) => [name, webText(language, 'organizer', key)]),
  ) as HeaderTexts;

/** The results as a CSV file: one row per team, a column per battle of the event. */
export function hrResultsCsv(results: HrResultsResponse, language: Language): string {
  const head = headerTexts(language);
  const header = [
    head.rank,
    head.team,
    head.house,
    head.points,
    ...results.battles.map((battle) => spreadsheetSafe(battle.name)),
    head.extra,
    head.awards,
    head.cheers,
  ];
  const rows = results.teams.map((team) => {
    const perBattle = new Map(team.battles.map((line) => [line.battle_id, line.points]));
    return [
      String(team.position),
      spreadsheetSafe(team.name),
      spreadsheetSafe(team.house_name ?? ''),
      String(team.points),
      // A battle the team did not play is left empty (0 would say it played and scored none).
      ...results.battles.map((battle) => String(perBattle.get(battle.id) ?? '')),
      String(team.extra_points),
      spreadsheetSafe(team.awards.map(awardNameSpacing).join('; ')),
      String(team.cheers),
    ];
  });
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}

/** The attachment's name: ASCII for old clients, the company's own name for the others. */
function attachmentName(results: HrResultsResponse): string {
  const name = `${results.company.name} - ${results.event.name}.csv`;
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="results-${results.company.id}.csv"; filename*=UTF-8''${encoded}`;
}

export function hrResultsRoutes(app: FastifyInstance): void {
  route(app, organizerHrResultsRoute, async (req) =>
    hrResults(app, eventScope(req).eventId, req.query.company_id),
  );

  route(app, organizerHrResultsCsvRoute, async (req, reply) => {
    const results = await hrResults(app, eventScope(req).eventId, req.query.company_id);
    setNonPageHeaders(req, reply);
    reply
      .type(`${organizerHrResultsCsvRoute.answerType}; charset=utf-8`)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentName(results));
    return hrResultsCsv(results, requestLanguage(req));
  });
}
