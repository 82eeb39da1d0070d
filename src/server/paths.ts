/**
 * Where the server finds the files it reads at run time (mail texts, migrations, demo pictures).
 * This module sits two folders below the project's root both as source (src/server/paths.ts,
 * run by tsx in development and tests) and compiled (dist/server/run.js, one bundle of the
 * server), so the root is found the same way in both.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A path inside src/server, where the server's data files live next to their code. */
export const serverFile = (...parts: string[]) => path.join(projectRoot, 'src', 'server', ...parts);
