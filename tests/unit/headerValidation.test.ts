import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractValidatorCompiler } from '../../src/server/http/validation';
import { teamHeaders } from '../../src/shared/api/team';
import { selectedBattleHeaders } from '../../src/shared/api/battles';
import { leaderboardBreakdownQuery } from '../../src/shared/api/scores';
import { idText } from '../../src/shared/api/ids';

const validate = (schema: z.ZodType, httpPart: string) =>
  contractValidatorCompiler({ schema, method: 'GET', url: '/api/x', httpPart }) as (
    data: unknown,
  ) => { value?: unknown; error?: unknown };

describe('validating the headers a contract declares', () => {
  it("parses the declared header into the request's own headers and keeps the others", () => {
    const headers: Record<string, unknown> = { otherteamid: '42', cookie: 'sid=x', host: 'h' };
    const result = validate(teamHeaders, 'headers')(headers);
    expect(result).toEqual({});
    expect(headers).toEqual({ otherteamid: 42, cookie: 'sid=x', host: 'h' });
  });

  it('refuses a malformed declared header with the schema error and changes nothing', () => {
    const headers: Record<string, unknown> = { otherteamid: '4x2', host: 'h' };
    const result = validate(teamHeaders, 'headers')(headers);
    expect(result.error).toBeDefined();
    expect(headers).toEqual({ otherteamid: '4x2', host: 'h' });
  });

  it('accepts a missing optional header and leaves it missing', () => {
    const headers: Record<string, unknown> = { host: 'h' };
    expect(validate(teamHeaders, 'headers')(headers)).toEqual({});
    expect(headers).toEqual({ host: 'h' });
  });

  it.each(['0', '007', '2147483648', '12a', ' 5', '-3', ''])(
    'refuses the id %j as zod words it, and leaves the header as sent',
    (sent) => {
      const headers: Record<string, unknown> = { otherteamid: sent };
      const result = validate(teamHeaders, 'headers')(headers);
      expect(result.error).toEqual([expect.objectContaining({ message: 'invalidId' })]);
      expect(headers).toEqual({ otherteamid: sent });
    },
  );

  it('accepts the largest id a database column holds', () => {
    const headers: Record<string, unknown> = { otherteamid: '2147483647' };
    expect(validate(teamHeaders, 'headers')(headers)).toEqual({});
    expect(headers.otherteamid).toBe(2147483647);
  });

  it('refuses a missing required id header', () => {
    const result = validate(selectedBattleHeaders, 'headers')({ host: 'h' });
    expect(result.error).toBeDefined();
  });

  it('validates a body as a whole and answers its parsed value', () => {
    const body = z.object({ name: z.string().trim() });
    expect(validate(body, 'body')({ name: ' Sharks ' })).toEqual({ value: { name: 'Sharks' } });
  });
});

describe('validating a query string of ids', () => {
  const query = (sent: Record<string, unknown>) =>
    validate(leaderboardBreakdownQuery, 'querystring')(sent);

  it('answers the declared id as a number and drops what the contract does not declare', () => {
    expect(query({ team_id: '42', other: 'x' })).toEqual({ value: { team_id: 42 } });
    expect(query({ team_id: '2147483647' })).toEqual({ value: { team_id: 2147483647 } });
  });

  it.each([['0'], ['007'], ['2147483648'], ['12a'], [''], [['1', '2']]])(
    'refuses the id %j as zod words it',
    (sent) => {
      expect(query({ team_id: sent }).error).toEqual([
        expect.objectContaining({ message: 'invalidId' }),
      ]);
    },
  );

  it('refuses a missing id, and leaves a missing optional one missing', () => {
    expect(query({}).error).toBeDefined();
    const optional = z.object({ id: idText.optional() });
    expect(validate(optional, 'querystring')({})).toEqual({ value: {} });
  });

  it('leaves a query string with other fields to zod', () => {
    const mixed = z.object({ id: idText, kind: z.enum(['a', 'b']) });
    expect(validate(mixed, 'querystring')({ id: '3', kind: 'a' })).toEqual({
      value: { id: 3, kind: 'a' },
    });
    expect(validate(mixed, 'querystring')({ id: '3', kind: 'c' }).error).toBeDefined();
  });
});
