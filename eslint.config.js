import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/**
 * What a server area offers the other areas: its service.ts, and only these modules besides.
 * Anything else in an area is its own; another area that needs it asks the owner to export it
 * from its service (or adds it here, named for what it does for others).
 */
const AREA_EXPORTS = {
  // The organizer console's writes, each in the area that owns the tables (organize*).
  battles: ['organizeBattles.ts'],
  branding: ['organizeBranding.ts'],
  company: ['organizeCompanies.ts'],
  event: ['organize.ts', 'organizeAwards.ts', 'organizePlanning.ts'],
  // With the console's results for HR, read from the leaderboard's own snapshots.
  scores: ['organizeScoring.ts', 'organizeExtraPoints.ts', 'hrResults.ts', 'organizeReveal.ts'],
  // The console's list of crew saves awaiting review.
  crew: ['organizeReview.ts'],
  // Invited users and their mail: the company's contact person, the console and the CSV import.
  employees: ['invitation.ts'],
  // Invite links (the invitation mail carries one) and roster writes (the CSV import).
  players: ['inviteLinks.ts', 'manage.ts'],
  // Which team a request means and who manages it; houses and teams for the console; the team
  // page's event snapshots (teams, players, staff, cheers and challenges, points) that the
  // leaderboard, cheers, rivals and the console overview read.
  team: ['access.ts', 'houses.ts', 'organizeTeams.ts', 'page.ts', 'eventSnapshots.ts', 'social.ts'],
};

const SERVER_AREAS = readdirSync(new URL('./src/server/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per area: the other areas are reached through their service.ts or AREA_EXPORTS. */
const serverAreaZones = SERVER_AREAS.map((area) => ({
  target: `./src/server/features/${area}`,
  from: './src/server/features',
  except: [
    `./${area}`,
    ...SERVER_AREAS.filter((other) => other !== area).flatMap((other) =>
      ['service.ts', ...(AREA_EXPORTS[other] ?? [])].map((file) => `./${other}/${file}`),
    ),
  ],
  message:
    'Reach another area through its service.ts or a module its AREA_EXPORTS entry lists (eslint.config.js).',
}));

const layerZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is the contract and pure rules: it imports neither server nor web.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app reaches the server over HTTP only.',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features never import the app shell (src/web/app): it imports them.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message:
      'The UI kit and lib serve every feature: they import no feature and not the app shell.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/server/db/migrations/**',
      '.e2e-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Layers and areas import one way, and no module imports itself back through others.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...serverAreaZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // User-visible text must go through i18next: no bare text between JSX tags.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}/]',
          message: 'User-visible text must come from i18next (t("key")), not a JSX literal.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(alt|title|placeholder|aria-label)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: 'User-visible attribute text must come from i18next.',
        },
      ],
    },
  },
);
