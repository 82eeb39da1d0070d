import { useTranslation } from 'react-i18next';
import {
  Award,
  CalendarClock,
  ClipboardCheck,
  HeartHandshake,
  ListOrdered,
  ScrollText,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { HomeVisibility } from '../../../../shared/eventRules';
import { Tile } from '../../../components/Tile';
import type { CommonKey } from '../../../lib/i18n';

interface TileEntry {
  shown: keyof HomeVisibility;
  to: string;
  labelKey: CommonKey;
  icon: LucideIcon;
}

/** The shortcut tiles of product.md §2 in its order; homeVisibility decides which show. */
const TILES: readonly TileEntry[] = [
  { shown: 'cheersTile', to: '/cheers-leaderboard', labelKey: 'cheers', icon: HeartHandshake },
  { shown: 'readinessTile', to: '/readiness', labelKey: 'readiness', icon: ClipboardCheck },
  { shown: 'planningTile', to: '/planning', labelKey: 'planning', icon: CalendarClock },
  { shown: 'scoresTile', to: '/scores', labelKey: 'scores', icon: ListOrdered },
  { shown: 'leaderboardTile', to: '/leaderboard', labelKey: 'leaderboard', icon: Trophy },
  { shown: 'awardsTile', to: '/awards', labelKey: 'awards', icon: Award },
  { shown: 'rulesTile', to: '/scoring-rules', labelKey: 'scoringRules', icon: ScrollText },
];

/**
 * How many tiles go in each row: rows of at most three, the longer rows first, so every row is
 * filled edge to edge (4 → 2 + 2, 5 → 3 + 2, 7 → 3 + 2 + 2).
 */
export function tileRows(count: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / 3);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, i) => (i < longer ? base + 1 : base));
}

/** Each tile's share of a 12-column grid, row by row. */
function tileSpans(count: number): number[] {
  return tileRows(count).flatMap((length) => Array<number>(length).fill(12 / length));
}

export function HomeTiles({ visibility }: { visibility: HomeVisibility }) {
  const { t } = useTranslation();
  const tiles = TILES.filter((tile) => visibility[tile.shown]);
  if (tiles.length === 0) return null;
  const spans = tileSpans(tiles.length);
  return (
    <nav aria-label={t('shortcuts')}>
      <ul className="tile-grid">
        {tiles.map((tile, i) => (
          <li key={tile.to} style={{ gridColumn: `span ${spans[i]}` }}>
            <Tile to={tile.to} icon={tile.icon} label={t(tile.labelKey)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
