/**
 * What the demo shows: companies, the three events, their teams and battles. Pure data; the
 * seed turns it into rows with dates relative to the moment of seeding, and
 * scripts/generate-demo-images.ts draws the pictures named here.
 */
import type { ScoringType } from '../schema';

export type DemoEventKey = 'upcoming' | 'live' | 'inhouse';

export interface DemoCompany {
  name: string;
  domain: string;
  primaryColor: string;
  website: string;
  bio: string;
  videoUrl: string;
}

/** The first company is the demo contact person's and the demo player's employer. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Nordlicht Energy',
    domain: 'nordlicht.test',
    primaryColor: '#0EA5E9',
    website: 'https://nordlicht-energy.example',
    bio: 'Wind and solar parks across the North Sea coast, run by 400 people who like a challenge.',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    name: 'Sakura Logistics',
    domain: 'sakura-logistics.test',
    primaryColor: '#E11D48',
    website: 'https://sakura-logistics.example',
    bio: 'Freight forwarding between Osaka, Rotterdam and Lisbon. On time, every time.',
    videoUrl: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
  },
  {
    name: 'Atlas Bank',
    domain: 'atlasbank.test',
    primaryColor: '#1D4ED8',
    website: 'https://atlasbank.example',
    bio: 'A cooperative bank for small businesses, founded in Casablanca in 1962.',
    videoUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  },
  {
    name: 'Maple & Pine Architects',
    domain: 'mapleandpine.test',
    primaryColor: '#15803D',
    website: 'https://mapleandpine.example',
    bio: 'Timber buildings that breathe. Studios in Vancouver and Montréal.',
    videoUrl: 'https://youtu.be/aqz-KE-bpKQ',
  },
  {
    name: 'Andes Coffee Co.',
    domain: 'andescoffee.test',
    primaryColor: '#92400E',
    website: 'https://andescoffee.example',
    bio: 'Direct-trade coffee from family farms in Huila and Nariño.',
    videoUrl: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
  },
  {
    name: 'Baltic Software',
    domain: 'balticsoftware.test',
    primaryColor: '#7C3AED',
    website: 'https://balticsoftware.example',
    bio: 'Payment software built in Tallinn, used in 30 countries.',
    videoUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  },
];

/** Index of the company that hosts the in-house event. */
export const INHOUSE_HOST = 3;

export interface DemoEvent {
  key: DemoEventKey;
  name: string;
  locationName: string;
  /** Latitude and longitude of the map marker. */
  location: [number, number];
  shortDesc: string;
  longDesc: string;
  maxPlayers: number;
  maxChallengeOthers: number;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 'upcoming',
    name: 'Rotterdam Harbour Games',
    locationName: 'Kralingse Plas, Rotterdam',
    location: [51.9327, 4.5205],
    shortDesc: 'Eight challenges on and around the lake, seven company teams, one trophy.',
    longDesc:
      '<p>Bring your team to the lake for a day of <strong>eight challenges</strong>: ' +
      'some on the water, some on land, all about working together.</p>' +
      '<p>Choose your joker before the closing date, challenge your rivals, and collect cheers.</p>',
    maxPlayers: 5,
    maxChallengeOthers: 3,
  },
  {
    key: 'live',
    name: 'Lisbon Riverside Challenge',
    locationName: 'Parque das Nações, Lisbon',
    location: [38.7684, -9.0941],
    shortDesc: 'Two days by the Tagus: the games are on right now.',
    longDesc:
      '<p>Two days of challenges along the river. Results come in as each session ends; ' +
      'follow the leaderboard live.</p><p>The award ceremony closes the second day.</p>',
    maxPlayers: 5,
    maxChallengeOthers: 3,
  },
  {
    key: 'inhouse',
    name: 'Maple & Pine Team Day',
    locationName: 'Stanley Park, Vancouver',
    location: [49.3043, -123.1443],
    shortDesc: 'Our own studio day out: two teams, two challenges, one barbecue.',
    longDesc:
      '<p>Maple against Pine, once a year. Lunch is on the house; the losing team does the dishes.</p>',
    maxPlayers: 4,
    maxChallengeOthers: 1,
  },
];

export interface DemoTeam {
  event: DemoEventKey;
  /** Index into DEMO_COMPANIES. */
  company: number;
  name: string;
  slogan: string;
  bio: string;
  songUrl: string;
  /** Generated players besides the demo player, who joins the first team of each open event. */
  players: number;
}

const songs = {
  rockYou: 'https://www.youtube.com/watch?v=-tJYN-eG1zk',
  champions: 'https://www.youtube.com/watch?v=04854XqcfCY',
  tiger: 'https://www.youtube.com/watch?v=btPJPFnesV4',
  countdown: 'https://www.youtube.com/watch?v=9jK-NcRmVcw',
  hero: 'https://www.youtube.com/watch?v=bWcASV2sey0',
  celebration: 'https://www.youtube.com/watch?v=3GwjfUFyY6M',
  best: 'https://www.youtube.com/watch?v=GC5E8ie2pdM',
  happy: 'https://youtu.be/ZbZSe6N_BXs',
};

/**
 * Seven teams in each open event (Nordlicht Energy enters two) and two in the in-house event:
 * sixteen in all. Player counts vary so readiness differs; one upcoming team is full.
 */
export const DEMO_TEAMS: DemoTeam[] = [
  {
    event: 'upcoming',
    company: 0,
    name: 'Northern Lights',
    slogan: 'We shine brightest after dark.',
    bio: 'Engineers from the Groningen control room. First time at the Harbour Games.',
    songUrl: songs.countdown,
    players: 3,
  },
  {
    event: 'upcoming',
    company: 0,
    name: 'Aurora Sprinters',
    slogan: 'Fast, green and always on.',
    bio: 'The sales team, back to defend last year’s silver.',
    songUrl: songs.tiger,
    players: 5,
  },
  {
    event: 'upcoming',
    company: 1,
    name: 'Cherry Blossom Express',
    slogan: 'Delivered before you blink.',
    bio: 'Warehouse planners who know every shortcut.',
    songUrl: songs.happy,
    players: 4,
  },
  {
    event: 'upcoming',
    company: 2,
    name: 'Atlas Titans',
    slogan: 'Carrying the world since 1962.',
    bio: 'Risk analysts who take exactly one risk a year: this one.',
    songUrl: songs.rockYou,
    players: 3,
  },
  {
    event: 'upcoming',
    company: 3,
    name: 'Timber Wolves',
    slogan: 'Built to last, built to win.',
    bio: 'Architects who build their own raft, then redesign it twice.',
    songUrl: songs.hero,
    players: 4,
  },
  {
    event: 'upcoming',
    company: 4,
    name: 'Espresso Shots',
    slogan: 'Small, strong, and wide awake.',
    bio: 'Roasters and baristas running on pure caffeine.',
    songUrl: songs.celebration,
    players: 4,
  },
  {
    event: 'upcoming',
    company: 5,
    name: 'Baltic Byte Force',
    slogan: 'Zero bugs, all heart.',
    bio: 'Developers who finally left their desks.',
    songUrl: songs.best,
    players: 4,
  },
  {
    event: 'live',
    company: 0,
    name: 'Voltage Vikings',
    slogan: 'High voltage, higher spirits.',
    bio: 'Field technicians used to wind, rain and salt spray.',
    songUrl: songs.champions,
    players: 3,
  },
  {
    event: 'live',
    company: 0,
    name: 'Wind Turbines',
    slogan: 'We never stop spinning.',
    bio: 'Maintenance crew from the offshore parks.',
    songUrl: songs.tiger,
    players: 4,
  },
  {
    event: 'live',
    company: 1,
    name: 'Bullet Train',
    slogan: 'Next stop: first place.',
    bio: 'Customs specialists with a taste for speed.',
    songUrl: songs.countdown,
    players: 4,
  },
  {
    event: 'live',
    company: 2,
    name: 'Golden Lions',
    slogan: 'Roar first, ask later.',
    bio: 'Branch managers from Casablanca, Rabat and Tangier.',
    songUrl: songs.rockYou,
    players: 4,
  },
  {
    event: 'live',
    company: 3,
    name: 'Oak Squad',
    slogan: 'Deep roots, strong branches.',
    bio: 'The Montréal studio, in matching green.',
    songUrl: songs.hero,
    players: 4,
  },
  {
    event: 'live',
    company: 4,
    name: 'Cold Brew Crew',
    slogan: 'Cool heads, slow and steady.',
    bio: 'Quality control, the calmest team in the company.',
    songUrl: songs.happy,
    players: 4,
  },
  {
    event: 'live',
    company: 5,
    name: 'Amber Hackers',
    slogan: 'We debug obstacles.',
    bio: 'Security engineers who read the rules twice.',
    songUrl: songs.best,
    players: 4,
  },
  {
    event: 'inhouse',
    company: 3,
    name: 'Team Maple',
    slogan: 'Sweet but tough.',
    bio: 'The Vancouver studio.',
    songUrl: songs.celebration,
    players: 3,
  },
  {
    event: 'inhouse',
    company: 3,
    name: 'Team Pine',
    slogan: 'Evergreen winners.',
    bio: 'The Montréal studio, visiting for the day.',
    songUrl: songs.champions,
    players: 3,
  },
];

export interface DemoHouse {
  name: string;
  color: string;
}

/** Houses per event; teams join them in turn. The in-house event has none. */
export const DEMO_HOUSES: Record<DemoEventKey, DemoHouse[]> = {
  upcoming: [
    { name: 'Red Foxes', color: '#E4572E' },
    { name: 'Blue Herons', color: '#2E86AB' },
    { name: 'Green Otters', color: '#3BB273' },
  ],
  live: [
    { name: 'Red Foxes', color: '#E4572E' },
    { name: 'Blue Herons', color: '#2E86AB' },
    { name: 'Green Otters', color: '#3BB273' },
    { name: 'Golden Eagles', color: '#F2C14E' },
  ],
  inhouse: [],
};

export interface DemoBattle {
  name: string;
  desc: string;
  endurance: number;
  teamwork: number;
  guts: number;
  skill: number;
  isWater: boolean;
  isJoker: boolean;
  scoringType: ScoringType;
  score1Label?: string;
  score2Label?: string;
  time1Label?: string;
  time2Label?: string;
}

/** The eight battles each open event plays; battle-01.webp … battle-08.webp are their photos. */
export const DEMO_BATTLES: DemoBattle[] = [
  {
    name: 'Tug of War',
    desc: 'Eight metres of rope, one flag in the middle. Best of three pulls.',
    endurance: 4,
    teamwork: 5,
    guts: 3,
    skill: 2,
    isWater: false,
    isJoker: true,
    scoringType: 'rank',
  },
  {
    name: 'Kayak Relay',
    desc: 'Every player paddles one lap around the buoys before handing over.',
    endurance: 5,
    teamwork: 4,
    guts: 2,
    skill: 3,
    isWater: true,
    isJoker: false,
    scoringType: 'fastest_time',
    time1Label: 'Finish time',
  },
  {
    name: 'Escape Room',
    desc: 'A locked container, a box of clues and thirty minutes on the clock.',
    endurance: 1,
    teamwork: 5,
    guts: 2,
    skill: 5,
    isWater: false,
    isJoker: true,
    scoringType: 'fastest_time',
    score1Label: 'Hints used',
    time1Label: 'Escape time',
  },
  {
    name: 'Obstacle Run',
    desc: 'Walls, tyres, nets and mud. The whole team crosses the line together.',
    endurance: 5,
    teamwork: 3,
    guts: 4,
    skill: 3,
    isWater: false,
    isJoker: false,
    scoringType: 'fastest_time',
    time1Label: 'Run time',
    time2Label: 'Penalty time',
  },
  {
    name: 'Water Balloon Toss',
    desc: 'Throw, catch, step back. The last unbroken balloon wins.',
    endurance: 1,
    teamwork: 4,
    guts: 2,
    skill: 4,
    isWater: true,
    isJoker: false,
    scoringType: 'highest_score',
    score1Label: 'Catches',
  },
  {
    name: 'Archery Tag',
    desc: 'Foam-tipped arrows, inflatable cover and a lot of strategy.',
    endurance: 3,
    teamwork: 3,
    guts: 4,
    skill: 5,
    isWater: false,
    isJoker: true,
    scoringType: 'highest_score',
    score1Label: 'Hits',
    score2Label: 'Lives left',
  },
  {
    name: 'Puzzle Sprint',
    desc: 'A 200-piece puzzle, solved while one player reads the picture from across the field.',
    endurance: 2,
    teamwork: 4,
    guts: 0,
    skill: 5,
    isWater: false,
    isJoker: false,
    scoringType: 'fastest_time',
    time1Label: 'Solve time',
  },
  {
    name: 'Raft Building',
    desc: 'Barrels, planks and rope: build a raft, then paddle it as far as it floats.',
    endurance: 3,
    teamwork: 5,
    guts: 5,
    skill: 4,
    isWater: true,
    isJoker: true,
    scoringType: 'highest_score',
    score1Label: 'Distance (m)',
    time1Label: 'Build time',
  },
];

/** The in-house event plays two of the eight (by index into DEMO_BATTLES). */
export const INHOUSE_BATTLES = [0, 6];

/** Points for ranks 1–8 in the open events; a joker doubles the score, ladies add a bonus. */
export const OPEN_POINTS = {
  score: [100, 80, 65, 55, 45, 35, 30, 25],
  ladies: [20, 16, 13, 11, 9, 7, 6, 5],
};

/** The in-house event has no ladies bonus, so its scoring rules show no ladies column. */
export const INHOUSE_POINTS = { score: [50, 30] };

/** The battles (by index) that break ties in the open events, in order. */
export const TIEBREAK_ORDER = [0, 3, 7];

/** Non-challenge planning items: hours after the event's start (or before its end), and length. */
export const PLANNING_EXTRAS = [
  { name: 'Welcome and coffee', from: 'start', hours: 0, length: 0.5 },
  { name: 'Lunch by the water', from: 'start', hours: 4, length: 1 },
  { name: 'Award ceremony', from: 'end', hours: -1, length: 1 },
] as const;

/**
 * Companies that sponsor without fielding a team, in SPONSOR_IMAGES order (their logos). Every
 * demo sponsor is a company, so each logo in the /home strip opens a company page (product.md §2).
 */
export const DEMO_SPONSOR_COMPANIES: Omit<DemoCompany, 'videoUrl'>[] = [
  {
    name: 'Harbour Radio',
    domain: 'harbourradio.test',
    primaryColor: '#DC2626',
    website: 'https://harbourradio.example',
    bio: 'The station of the port: music, tides and the scores of the day, live from the quay.',
  },
  {
    name: 'Tagus Water',
    domain: 'taguswater.test',
    primaryColor: '#0284C7',
    website: 'https://taguswater.example',
    bio: 'Spring water from the hills above the river, at every start line of the games.',
  },
];

/**
 * Sponsors per event, in strip order: a competing company (index into DEMO_COMPANIES) or a
 * sponsoring one (index into DEMO_SPONSOR_COMPANIES).
 */
export const DEMO_SPONSORS: Record<
  DemoEventKey,
  ({ company: number } | { sponsorCompany: number })[]
> = {
  upcoming: [{ company: 2 }, { sponsorCompany: 0 }, { sponsorCompany: 1 }],
  live: [{ company: 1 }, { company: 2 }, { sponsorCompany: 0 }],
  inhouse: [{ sponsorCompany: 1 }],
};

export const CHEER_MESSAGES = [
  'Go go go! 🔥',
  'You’ve got this, team!',
  'Best slogan of the day.',
  'Bring the trophy home!',
  'Proud of you all 💪',
  'Paddle faster than last year, please.',
  'Cheering from the office!',
  'Nobody pulls a rope like you.',
  'See you on the podium.',
  'Allez allez allez!',
  'Vamos equipo!',
  'Hup hup hup!',
];

export const DEMO_AWARDS = {
  /** Award names in CamelCase; the screen puts a space before each capital. */
  teams: [
    { name: 'BestTeamSpirit', team: 7 },
    { name: 'FastestOnTheWater', team: 12 },
  ],
  companies: [{ name: 'MostSustainableCompany', company: 4 }],
};

/** Extra points in the live event: team index, points, reason. */
export const DEMO_EXTRA_POINTS = [
  { team: 8, points: 10, reason: 'Helped the crew rebuild the obstacle course' },
  { team: 11, points: 5, reason: 'Best costume at the opening' },
  { team: 13, points: -5, reason: 'Late at the start line' },
];

/** Challenges (challenger team index → challenged team index). */
export const DEMO_RIVALS: [number, number][] = [
  [0, 3],
  [4, 0],
  [2, 6],
  [5, 1],
  [5, 2],
  [6, 4],
  [7, 9],
  [10, 7],
  [8, 12],
  [11, 13],
  [14, 15],
];

/** Jokers chosen so far: team index → battle index (into DEMO_BATTLES; must be is_joker). */
export const DEMO_JOKERS: [number, number][] = [
  [1, 2],
  [2, 0],
  [3, 5],
  [5, 7],
  [7, 0],
  [8, 2],
  [9, 5],
  [10, 0],
  [11, 7],
  [12, 2],
  [13, 5],
];
