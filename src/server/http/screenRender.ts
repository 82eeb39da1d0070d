/**
 * Draws a signed-in screen of SERVER_RENDERED with its content for its page (issue 39): its first
 * reads (FIRST_READS) asked of this app as the browser would ask them, with the request's session
 * cookie and nothing else, so each is the contract's read served from the same snapshots; then
 * the screen rendered from them by the web app's own code, which the build bundles for Node
 * (render/render.js in the web build, from src/web/app/prerender.tsx), at the moment of the
 * app's clock the reads followed. The browser paints that
 * HTML before any script and takes it over once it holds the same reads.
 *
 * Bounded: one render at a time (the renderer's language is global), at most MAX_WAITING
 * waiting; a request beyond them, a read that is not answered 200 or a render that fails gets
 * no drawing, and its page is answered as before (the screen's first look).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { FIRST_READS, SERVER_RENDERED } from '../../shared/firstReads';
import { SESSION_COOKIE } from '../auth/sessions';

/** What the renderer answers: #root's markup, the hints for the head, the document title. */
export interface DrawnScreen {
  html: string;
  head: string;
  title: string;
}

interface RenderModule {
  initRenderer(webDir: string): Promise<void>;
  renderScreenWithReads(
    path: string,
    language: string,
    answers: Readonly<Record<string, unknown>>,
    now: number,
  ): Promise<DrawnScreen>;
}

/** Renders waiting at most behind the one under way; more are answered without a drawing. */
const MAX_WAITING = 8;

export interface ScreenRenderer {
  /** Whether `screenPath` is drawn with its content. */
  draws(screenPath: string): boolean;
  /** The screen drawn for the session of `token`, in `language`; undefined when it cannot be. */
  draw(
    screenPath: string,
    language: string,
    token: string,
    host: string,
  ): Promise<DrawnScreen | undefined>;
}

/** The build's renderer in `webDir`, loaded once at start-up; undefined without one. */
export async function loadScreenRenderer(
  app: FastifyInstance,
  webDir: string,
): Promise<ScreenRenderer | undefined> {
  const file = path.join(webDir, 'render', 'render.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  await module.initRenderer(webDir);

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  /** Runs renders one after another, refusing one when too many wait. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (waiting >= MAX_WAITING) return Promise.resolve(undefined);
    waiting += 1;
    const turn = queue.then(work).finally(() => (waiting -= 1));
    queue = turn.catch(() => undefined);
    return turn;
  };

  /** The answers of the screen's first reads for this session; undefined unless all are 200. */
  const readsOf = async (screenPath: string, token: string, host: string) => {
    const answers = await Promise.all(
      FIRST_READS[screenPath]!.map(async (read) => {
        const answer = await app.inject({
          method: 'GET',
          url: read.path,
          headers: { cookie: `${SESSION_COOKIE}=${token}`, host },
        });
        return answer.statusCode === 200 ? [read.path, answer.json<unknown>()] : undefined;
      }),
    );
    if (answers.some((answer) => answer === undefined)) return undefined;
    return Object.fromEntries(answers as [string, unknown][]);
  };

  return {
    draws: (screenPath) => SERVER_RENDERED.includes(screenPath),
    async draw(screenPath, language, token, host) {
      try {
        return await inTurn(async () => {
          const answers = await readsOf(screenPath, token, host);
          const now = app.clock.now().getTime();
          return answers && module.renderScreenWithReads(screenPath, language, answers, now);
        });
      } catch (err) {
        app.log.error({ err, screen: screenPath }, 'A screen could not be drawn for its page');
        return undefined;
      }
    },
  };
}
