/** docs/api.md is generated from the route contracts and must match them. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from '../../scripts/apiDocs';
import { ALL_ROUTES, routeName } from '../../src/shared/api/routes';

describe('docs/api.md', () => {
  it('is the document generated from the contracts (run `npm run docs:api` after changing one)', () => {
    const committed = fs.readFileSync('docs/api.md', 'utf8');
    expect(committed === renderApiDocs(), 'docs/api.md is stale: run `npm run docs:api`').toBe(
      true,
    );
  });

  it('documents every route once, with its statuses', () => {
    const doc = renderApiDocs();
    for (const route of ALL_ROUTES) {
      const heading = `### ${routeName(route)}`;
      expect(
        doc.split('\n').filter((line) => line === heading || line.startsWith(`${heading} (`))
          .length,
        heading,
      ).toBe(1);
    }
    expect(new Set(ALL_ROUTES.map(routeName)).size).toBe(ALL_ROUTES.length);
  });
});
