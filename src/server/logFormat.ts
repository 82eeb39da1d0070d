/**
 * How the server's log lines look: JSON lines (pino's own, one object a line) for machines — in
 * production, in CI and whenever standard output is a pipe or a file — and, for a person at a
 * terminal during development, pino-pretty's coloured lines. pino-pretty is a dev dependency:
 * it is imported only in that case, so production never loads it (and without it installed the
 * lines stay JSON).
 */
import type { DestinationStream } from 'pino';
import type { PrettyOptions } from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

export interface LogSurroundings {
  /** process.stdout.isTTY: standard output is a terminal (undefined when it is not). */
  isTTY: boolean | undefined;
  /** NODE_ENV */
  nodeEnv: string | undefined;
  /** CI: set (to anything but the empty string) by CI services. */
  ci: string | undefined;
}

/** Pretty only for a person: a terminal, outside production and outside CI. */
export function logFormat({ isTTY, nodeEnv, ci }: LogSurroundings): LogFormat {
  return isTTY === true && nodeEnv !== 'production' && !ci ? 'pretty' : 'json';
}

/** The format for this process's standard output. */
export const processLogFormat = (): LogFormat =>
  logFormat({ isTTY: process.stdout.isTTY, nodeEnv: process.env.NODE_ENV, ci: process.env.CI });

/** Fields shown in the line itself rather than below it, or not at all. */
const FOLDED = ['pid', 'hostname', 'reqId', 'method', 'url', 'status', 'ms'];

/**
 * One line a log entry: the answer lines (http/accessLog.ts) read `GET /api/teams 200 1.2 ms`,
 * and every line that has a request id ends with it, to find an error's request.
 */
export const prettyOptions: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: FOLDED.join(','),
  // Other fields follow on the same line; an error's stack still takes the lines below.
  singleLine: true,
  messageFormat: (log, messageKey) => {
    const answer =
      typeof log.method === 'string' && typeof log.status === 'number'
        ? `${log.method} ${String(log.url)} ${log.status} ${String(log.ms)} ms`
        : String(log[messageKey] ?? '');
    return typeof log.reqId === 'string' ? `${answer}  [${log.reqId}]` : answer;
  },
};

/**
 * pino-pretty as the logger's destination, writing to standard output synchronously so the last
 * lines are out before the process exits; null when it is not installed.
 */
export async function prettyDestination(): Promise<DestinationStream | null> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ ...prettyOptions, sync: true });
  } catch {
    return null;
  }
}
