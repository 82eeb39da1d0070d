import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractValidatorCompiler } from '../../src/server/http/validation';
import { teamHeaders } from '../../src/shared/api/team';
import { selectedBattleHeaders } from '../../src/shared/api/battles';

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
