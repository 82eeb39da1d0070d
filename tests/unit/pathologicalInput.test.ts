/**
 * Every pattern the server runs on what a stranger sends (paths, headers, cookies, bodies) gets
 * 100,000 characters of the shape that makes a backtracking pattern retry the most, and must
 * still give the right answer. A pattern that backtracks takes seconds to minutes on these
 * (the old trailing-slash rule of the web pages, /(.)\/+$/, took about 12 s); linear work takes
 * milliseconds, so the suite's short timeout is what fails, not an assertion on time.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isIssuedToken, newToken } from '../../src/server/auth/tokens';
import { pathOf, withoutTrailingSlashes } from '../../src/server/http/webApp';
import { requestHost } from '../../src/server/http/language';
import { compressedAnswer } from '../../src/server/http/responses';
import { emailSchema, passwordMeetsPattern } from '../../src/shared/validation';
import { editCompanyBody } from '../../src/shared/api/company';
import { idText } from '../../src/shared/api/ids';
import { isPhoneNumber, isSocialValue } from '../../src/shared/api/profile';
import { isPictureLink } from '../../src/shared/api/organizerBattles';
import { crewScoreBody } from '../../src/shared/api/crew';
import { storedAwardName } from '../../src/shared/api/organizerAwards';
import { parseLanguage } from '../../src/shared/languages';
import { youtubeVideoId } from '../../src/shared/videoLink';

const N = 100_000;
const many = (text: string, length = N) => text.repeat(Math.ceil(length / text.length));

describe('input of the worst shape gets the right answer at once', { timeout: 5_000 }, () => {
  it('a path of slashes loses only its trailing ones', () => {
    expect(withoutTrailingSlashes(`/a${many('/')}b`)).toBe(`/a${many('/')}b`);
    expect(withoutTrailingSlashes(`/a${many('/')}`)).toBe('/a');
    expect(withoutTrailingSlashes(many('/'))).toBe('/');
    expect(withoutTrailingSlashes(`/${many('a/')}`)).toBe(`/${many('a/').slice(0, -1)}`);
    expect(withoutTrailingSlashes('/login/')).toBe('/login');
    expect(withoutTrailingSlashes('//')).toBe('/');
    expect(withoutTrailingSlashes('/')).toBe('/');
  });

  it('a path is cut at its first question mark', () => {
    expect(pathOf(`/a${many('?')}`)).toBe('/a');
    expect(pathOf(many('/'))).toBe(many('/'));
  });

  it('a session token is accepted in its issued shape only', () => {
    expect(isIssuedToken(newToken())).toBe(true);
    expect(isIssuedToken(many('a'))).toBe(false);
    expect(isIssuedToken(`${newToken()}${many(' ')}`)).toBe(false);
    expect(isIssuedToken('a'.repeat(42))).toBe(false);
    expect(isIssuedToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isIssuedToken(`${'a'.repeat(42)}.`)).toBe(false);
    expect(isIssuedToken(undefined)).toBe(false);
  });

  it('a host keeps its name without the port', () => {
    const req = (hostname: string) => ({ hostname }) as FastifyRequest;
    expect(requestHost(req(`${many(':1')}x`))).toBe(`${many(':1')}x`);
    expect(requestHost(req(`A${many('1')}:80`))).toBe(`a${many('1')}`);
  });

  it('an Accept-Encoding header of repeated names and spaces still chooses an encoding', () => {
    const json = JSON.stringify({ text: 'x'.repeat(2048) });
    expect(compressedAnswer(json, `br${many(' ')};${many(' ')}q=1`).encoding).toBe('br');
    expect(compressedAnswer(json, many('br;q=0.000,')).encoding).toBeUndefined();
    expect(compressedAnswer(json, many('gzip ;')).encoding).toBe('gzip');
  });

  it('an e-mail address is checked, whether its length is checked first or not', () => {
    const longDomain = `a@${many('a.')}1`;
    expect(emailSchema.safeParse(longDomain).success).toBe(false);
    expect(emailSchema.safeParse(`${many('a.')}@a.`).success).toBe(false);
    const company = (email: string) => editCompanyBody.safeParse({ name: 'Acme', email });
    expect(company(longDomain).success).toBe(false);
    expect(company(`${many('a')}@${many('a-')}`).success).toBe(false);
    expect(company('team@acme.test').success).toBe(true);
  });

  it('a password is checked against its pattern', () => {
    expect(passwordMeetsPattern(`${many('Aa1!')}\u0000`)).toBe(false);
    expect(passwordMeetsPattern(many('a'))).toBe(false);
    expect(passwordMeetsPattern(many('Aa1!'))).toBe(true);
  });

  it('an id of endless digits is refused', () => {
    expect(idText.safeParse(many('1')).success).toBe(false);
    expect(idText.safeParse(`${many('9')}x`).success).toBe(false);
  });

  it('a phone number and social handles of separators and dots are refused', () => {
    expect(isPhoneNumber(`+1${many(' ')}x`)).toBe(false);
    expect(isPhoneNumber(`+1${many(' -')}${'1 '.repeat(16)}x`)).toBe(false);
    expect(isSocialValue('instagram', many('a.'))).toBe(false);
    expect(isSocialValue('linkedin', `linkedin.com/${many('in/')}`)).toBe(true);
  });

  it('a picture link of many segments is checked', () => {
    expect(isPictureLink(`/uploads/${many('a/')}!`)).toBe(false);
    expect(isPictureLink(`/uploads/${many('a.')}!`)).toBe(false);
    expect(isPictureLink(`/uploads/${many('a/')}a.webp`)).toBe(true);
  });

  it('a video link of endless segments names no video', () => {
    expect(youtubeVideoId(`https://www.youtube.com/${many('embed/')}`)).toBeNull();
    expect(youtubeVideoId(`${many('a')}:`)).toBeNull();
  });

  it('a language code of endless parts is no supported language', () => {
    expect(parseLanguage(many('a-'))).toBeUndefined();
    expect(parseLanguage(`en${many(';')}`)).toBe('en');
  });

  it("a crew save's field names of endless digits are refused", () => {
    const parsed = crewScoreBody.safeParse({ version: 0, [`rank.${many('0')}`]: '1' });
    expect(parsed.success).toBe(false);
  });

  it("an award name's spaces are kept or dropped as typed", () => {
    expect(storedAwardName(many('a '))).toBe(many('a ').trim());
    expect(storedAwardName('Ab '.repeat(N / 4))).toBe('Ab'.repeat(N / 4));
  });
});
