/**
 * Readable logs for people (issue 40): pretty-printed only at a terminal, outside production and
 * outside CI; JSON lines everywhere else (production, CI, a pipe or a file), as machines read them.
 * Pretty lines keep one entry a line: an answer reads `GET /api/teams 200 1.2 ms` with its
 * request id, and an error keeps its request id and its stack.
 */
import pretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { logFormat, prettyOptions, type LogSurroundings } from '../../src/server/logFormat';

describe('which log format a process writes', () => {
  const cases: [LogSurroundings, 'pretty' | 'json'][] = [
    [{ isTTY: true, nodeEnv: undefined, ci: undefined }, 'pretty'],
    [{ isTTY: true, nodeEnv: 'development', ci: undefined }, 'pretty'],
    [{ isTTY: true, nodeEnv: 'test', ci: '' }, 'pretty'],
    [{ isTTY: true, nodeEnv: 'production', ci: undefined }, 'json'],
    [{ isTTY: true, nodeEnv: undefined, ci: 'true' }, 'json'],
    [{ isTTY: true, nodeEnv: undefined, ci: '1' }, 'json'],
    [{ isTTY: undefined, nodeEnv: undefined, ci: undefined }, 'json'],
    [{ isTTY: false, nodeEnv: 'development', ci: undefined }, 'json'],
    [{ isTTY: undefined, nodeEnv: 'production', ci: 'true' }, 'json'],
  ];

  it.each(cases)('%o → %s', (surroundings, format) => {
    expect(logFormat(surroundings)).toBe(format);
  });
});

describe('a pretty log line', () => {
  const print = pretty.prettyFactory({ ...prettyOptions, colorize: false });
  const base = { level: 30, time: Date.UTC(2026, 10, 23, 12), pid: 4242, hostname: 'box' };

  it('shows an answer as method, address, status and time on one line, with its request id', () => {
    const line = print(
      JSON.stringify({
        ...base,
        reqId: 'a1b2-3',
        method: 'GET',
        url: '/api/teams',
        status: 200,
        ms: 1.234,
        msg: 'answered',
      }),
    );
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(line).toMatch(/INFO: GET \/api\/teams 200 1\.234 ms {2}\[a1b2-3\]/);
    expect(line).not.toContain('4242');
    expect(line).not.toContain('box');
  });

  it('shows other fields after the message, and an error with its request id and stack', () => {
    expect(print(JSON.stringify({ ...base, signal: 'SIGTERM', msg: 'stopping' }))).toMatch(
      /INFO: stopping \{"signal":"SIGTERM"\}/,
    );
    const error = print(
      JSON.stringify({
        ...base,
        level: 50,
        reqId: 'a1b2-4',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (x.ts:1:1)' },
        msg: 'request failed',
      }),
    );
    expect(error).toMatch(/ERROR: request failed {2}\[a1b2-4\]/);
    expect(error).toContain('at handler (x.ts:1:1)');
  });
});
