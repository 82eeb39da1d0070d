/**
 * The demo's people: the five demo accounts (one per role) and a varied, international cast
 * of players, employees, contact persons, crew and supporters. Pure data.
 */
import type { EventRole } from '../schema';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  isMale: boolean;
  /** ISO 3166 alpha-2 code of the person's country. */
  country: string;
}

export interface DemoAccount extends DemoPerson {
  role: EventRole;
  email: string;
  bio: string;
  /** Demo accounts with a picture; the supporter has none, so fallback images show. */
  hasPicture: boolean;
  isPublic: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'supporter',
    email: 'supporter@demo.test',
    firstName: 'Sophie',
    lastName: 'Martin',
    isMale: false,
    country: 'FR',
    bio: 'Here to cheer for every team that dares to get wet.',
    hasPicture: false,
    isPublic: false,
  },
  {
    role: 'player',
    email: 'player@demo.test',
    firstName: 'Daan',
    lastName: 'de Jong',
    isMale: true,
    country: 'NL',
    bio: 'Grid engineer by day, tug-of-war anchor by weekend.',
    hasPicture: true,
    isPublic: true,
  },
  {
    role: 'crew',
    email: 'crew@demo.test',
    firstName: 'Ravi',
    lastName: 'Kumar',
    isMale: true,
    country: 'IN',
    bio: 'Stopwatch in one hand, whistle in the other.',
    hasPicture: true,
    isPublic: true,
  },
  {
    role: 'contactPerson',
    email: 'contact@demo.test',
    firstName: 'Katrin',
    lastName: 'Hoffmann',
    isMale: false,
    country: 'DE',
    bio: 'People & culture lead at Nordlicht Energy.',
    hasPicture: true,
    isPublic: true,
  },
  {
    role: 'organizer',
    email: 'organizer@demo.test',
    firstName: 'Elena',
    lastName: 'Petrova',
    isMale: false,
    country: 'BG',
    bio: 'Event director. Has never met a schedule she could not fix.',
    hasPicture: true,
    isPublic: true,
  },
];

/** "First|Last|M or F|country": compact so the cast reads like a list of names. */
function person(line: string): DemoPerson {
  const [firstName, lastName, gender, country] = line.split('|');
  return { firstName, lastName, isMale: gender === 'M', country };
}

/** Sixty players, handed out to the teams in the order of DEMO_TEAMS. */
export const DEMO_PLAYERS: DemoPerson[] = [
  'Lena|Fischer|F|DE',
  'Jonas|Becker|M|DE',
  'Sanne|de Vries|F|NL',
  'Pieter|Jansen|M|NL',
  'Yuki|Tanaka|F|JP',
  'Haruto|Sato|M|JP',
  'Amara|Okafor|F|NG',
  'Chinedu|Eze|M|NG',
  'Sofia|Rossi|F|IT',
  'Luca|Bianchi|M|IT',
  'Camille|Laurent|F|FR',
  'Hugo|Moreau|M|FR',
  'Isabel|Castillo|F|CO',
  'Mateo|Rodríguez|M|CO',
  'Priya|Sharma|F|IN',
  'Arjun|Patel|M|IN',
  'Kaisa|Tamm|F|EE',
  'Mihkel|Saar|M|EE',
  'Fatima|Benali|F|MA',
  'Youssef|El Amrani|M|MA',
  'Emma|Tremblay|F|CA',
  'Liam|Gagnon|M|CA',
  'Ana|Souza|F|BR',
  'Thiago|Almeida|M|BR',
  'Olivia|Brown|F|GB',
  'Noah|Wilson|M|GB',
  'Mei|Chen|F|CN',
  'Wei|Zhang|M|CN',
  'Seo-yeon|Kim|F|KR',
  'Min-jun|Park|M|KR',
  'Elif|Yılmaz|F|TR',
  'Emre|Demir|M|TR',
  'Ingrid|Larsen|F|NO',
  'Magnus|Nilsson|M|SE',
  'Zanele|Dlamini|F|ZA',
  'Sipho|Nkosi|M|ZA',
  'María|García|F|ES',
  'Javier|Fernández|M|ES',
  'Olena|Kovalenko|F|UA',
  'Dmytro|Shevchenko|M|UA',
  'Aoife|Murphy|F|IE',
  "Cian|O'Brien|M|IE",
  'Leila|Haddad|F|LB',
  'Omar|Khalil|M|EG',
  'Tereza|Nováková|F|CZ',
  'Tomáš|Dvořák|M|CZ',
  'Julia|Kowalska|F|PL',
  'Piotr|Nowak|M|PL',
  'Sara|Lindqvist|F|SE',
  'Erik|Johansson|M|SE',
  'Nadia|Rahman|F|BD',
  'Rafael|Mendoza|M|MX',
  'Valentina|Cruz|F|MX',
  'Kofi|Mensah|M|GH',
  'Akosua|Asante|F|GH',
  'Daniel|Cohen|M|IL',
  'Noa|Levi|F|IL',
  'Lucas|Peeters|M|BE',
  'Marie|Dubois|F|BE',
  'Ahmed|Hassan|M|EG',
].map(person);

/** Two employees per company who play in no team yet (the add-players screen offers them). */
export const DEMO_SPARE_EMPLOYEES: DemoPerson[] = [
  'Johanna|Weber|F|DE',
  'Felix|Schulz|M|DE',
  'Sakura|Ito|F|JP',
  'Kenji|Watanabe|M|JP',
  'Nour|Saidi|F|TN',
  'Karim|Bouzid|M|DZ',
  'Chloé|Roy|F|CA',
  'Ethan|Lee|M|CA',
  'Lucía|Gómez|F|CO',
  'Andrés|Vargas|M|CO',
  'Liis|Kask|F|EE',
  'Rasmus|Mägi|M|EE',
].map(person);

/** Contact persons of the companies other than the demo contact's own (in DEMO_COMPANIES order). */
export const DEMO_CONTACTS: DemoPerson[] = [
  'Aiko|Nakamura|F|JP',
  'Samir|Alaoui|M|MA',
  'Grace|Thompson|F|CA',
  'Camila|Restrepo|F|CO',
  'Martin|Kivi|M|EE',
].map(person);

export const DEMO_CREW: DemoPerson[] = [
  'Tom|Hendriks|M|NL',
  'Eva|Janssens|F|BE',
  'Rui|Costa|M|PT',
  'Inês|Ferreira|F|PT',
].map(person);

export const DEMO_SUPPORTERS: DemoPerson[] = [
  'Bram|Visser|M|NL',
  'Femke|Bakker|F|NL',
  'João|Silva|M|PT',
  'Beatriz|Santos|F|PT',
  'Alex|Morgan|F|US',
  'Jordan|Miller|M|US',
].map(person);

/** An e-mail local part from a name: accents dropped, only letters and digits kept. */
export function emailLocalPart(p: DemoPerson): string {
  const slug = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return `${slug(p.firstName)}.${slug(p.lastName)}`;
}
