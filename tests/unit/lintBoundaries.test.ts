/**
 * The layering that `npm run lint` enforces (eslint.config.js): shared imports neither server nor
 * web, web features never import the app shell, a server area reaches another area only through
 * its service.ts or a module the config lists, and no import closes a cycle. Each case lints a
 * probe file that does not exist on disk, placed where the import would be written.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ZONES = 'import-x/no-restricted-paths';
const CYCLES = 'import-x/no-cycle';

/** The repository's own config, running one of its rules only (a cycle check walks far). */
const linters = new Map<string, ESLint>();

beforeAll(() => {
  for (const rule of [ZONES, CYCLES]) {
    linters.set(rule, new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === rule }));
  }
});

/** What `rule` reports for `code` written in `file` (relative to the repository). */
async function reported(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await linters.get(rule)!.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuses shared code that imports the server', async () => {
    const fired = await reported(
      ZONES,
      'src/shared/lintProbe.ts',
      "import { auditLog } from '../server/db/schema';\nexport const probe = auditLog;\n",
    );
    expect(fired).toContain(ZONES);
  });

  it('lets shared code import its own modules', async () => {
    const fired = await reported(
      ZONES,
      'src/shared/lintProbe.ts',
      "import { count } from './api/wire';\nexport const probe = count;\n",
    );
    expect(fired).toEqual([]);
  });

  it('refuses a web feature that imports the app shell', async () => {
    const fired = await reported(
      ZONES,
      'src/web/features/event/lintProbe.ts',
      "import { SCREEN_ROUTES } from '../../app/routes';\nexport const probe = SCREEN_ROUTES;\n",
    );
    expect(fired).toContain(ZONES);
  });

  it('lets a web feature import lib and components', async () => {
    const fired = await reported(
      ZONES,
      'src/web/features/event/lintProbe.ts',
      "import { call } from '../../lib/api';\nexport const probe = call;\n",
    );
    expect(fired).toEqual([]);
  });

  it("refuses a server area that imports another area's internals", async () => {
    const fired = await reported(
      ZONES,
      'src/server/features/cheers/lintProbe.ts',
      "import { organize } from '../organizer/organize';\nexport const probe = organize;\n",
    );
    expect(fired).toContain(ZONES);
  });

  it("lets a server area import another area's service and listed modules", async () => {
    const fired = await reported(
      ZONES,
      'src/server/features/cheers/lintProbe.ts',
      [
        "import { notify } from '../notifications/service';",
        "import { readTeam } from '../team/access';",
        'export const probe = [notify, readTeam];',
        '',
      ].join('\n'),
    );
    expect(fired).toEqual([]);
  });

  it('refuses an import that closes a cycle', async () => {
    // The crew contract imports the points engine, so the engine may not import the contract.
    const fired = await reported(
      CYCLES,
      'src/shared/scoring.ts',
      "import { crewScoreRoute } from './api/crew';\nexport const probe = crewScoreRoute;\n",
    );
    expect(fired).toContain(CYCLES);
  });
});
