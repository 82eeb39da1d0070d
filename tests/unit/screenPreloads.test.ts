/**
 * The build preloads each screen's modules in the shell (scripts/pages.ts), finding them in the
 * route table's source: every screen of the table must be found, with its own module.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenModulesOf } from '../../scripts/pages';
import { SCREEN_ROUTES } from '../../src/web/app/routes';

const source = fs.readFileSync('src/web/app/routes.ts', 'utf8');

describe('the screens the build preloads', () => {
  it('finds every screen path of the route table with its module and bottom navigation', () => {
    const found = screenModulesOf(source);
    const expected = SCREEN_ROUTES.filter((route) => !route.path.includes('*'));
    expect(found.map((screen) => screen.path)).toEqual(expected.map((route) => route.path));
    expect(found.map((screen) => screen.bottomNav)).toEqual(expected.map((r) => r.bottomNav));
    const byPath = new Map(found.map((screen) => [screen.path, screen.module]));
    expect(byPath.get('/home')).toBe('src/web/features/event/HomeScreen');
    expect(byPath.get('/leaderboard')).toBe('src/web/features/scores/LeaderboardScreen');
    expect(byPath.get('/crew-score')).toBe('src/web/features/crew/CrewScoreScreen');
    for (const screen of found) expect(fs.existsSync(`${screen.module}.tsx`)).toBe(true);
  });

  it('refuses a route whose screen is not a lazily imported module', () => {
    const broken = `${source}\nconst extra = [{ path: '/x', titleKey: 'home', screen: NotLazy, bottomNav: true }];`;
    expect(() => screenModulesOf(broken)).toThrow('no lazy module for the screen of /x');
  });
});
