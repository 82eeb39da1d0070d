/**
 * Runs once before all test files: migrates a template database (a PGlite dump on disk, and a
 * PostgreSQL template database when DATABASE_URL is set) that each test file then copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgresUrl } from '../../src/server/db/client';

export const PG_TEMPLATE = 'app_test_template';

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const template = await PGlite.create();
  const database = fromPglite(template);
  await database.migrate();
  const dump = await template.dumpDataDir('none');
  const dumpPath = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', dumpPath);

  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.unsafe(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const pg = fromPostgresUrl(withDatabase(url, PG_TEMPLATE));
    await pg.migrate();
    await pg.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
