import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from '../../src/web/lib/matchesSearch';

describe('searching the event lists', () => {
  it('ignores case', () => {
    expect(matchesSearch('NORDL', ['Voltage Vikings', 'Nordlicht Energy'])).toBe(true);
    expect(matchesSearch('vikings', ['Voltage Vikings'])).toBe(true);
  });

  it('finds a text anywhere in any of the fields', () => {
    expect(matchesSearch('pine', ['Oak Squad', 'Maple & Pine Architects'])).toBe(true);
    expect(matchesSearch('train', ['Golden Lions', 'Atlas Bank'])).toBe(false);
  });

  it('ignores accents, so "montreal" finds "Montréal" and the other way round', () => {
    expect(matchesSearch('montreal', ['Studio Montréal'])).toBe(true);
    expect(matchesSearch('Fernández', ['Javier Fernandez'])).toBe(true);
    expect(foldForSearch('Ñandú')).toBe('nandu');
  });

  it('an empty or blank search matches everything; surrounding spaces are ignored', () => {
    expect(matchesSearch('', ['Oak Squad'])).toBe(true);
    expect(matchesSearch('   ', ['Oak Squad'])).toBe(true);
    expect(matchesSearch('  oak ', ['Oak Squad'])).toBe(true);
  });

  it('skips missing fields', () => {
    expect(matchesSearch('oak', [null, 'Oak Squad'])).toBe(true);
    expect(matchesSearch('oak', [null])).toBe(false);
  });
});
