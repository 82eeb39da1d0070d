/**
 * The profile rules the form, the server and the public profile share: socials as a handle or
 * a link of their own service, the phone as an international number (and its messaging link),
 * and a date of birth that is a real date in the past.
 */
import { describe, expect, it } from 'vitest';
import {
  isBirthDate,
  isPhoneNumber,
  isRealDate,
  isSocialValue,
  localDateText,
  messagingUrl,
  socialUrl,
} from '../../src/shared/api/profile';

describe('socials', () => {
  it.each([
    ['instagram', 'daan.dejong', 'https://www.instagram.com/daan.dejong'],
    ['instagram', '@daan_dj', 'https://www.instagram.com/daan_dj'],
    ['instagram', 'instagram.com/daan', 'https://instagram.com/daan'],
    ['twitter', '@daan', 'https://x.com/daan'],
    ['twitter', 'http://twitter.com/daan', 'https://twitter.com/daan'],
    ['twitter', 'https://mobile.x.com/daan', 'https://mobile.x.com/daan'],
    ['facebook', 'daan.de.jong', 'https://www.facebook.com/daan.de.jong'],
    [
      'facebook',
      'https://www.facebook.com/profile.php?id=100',
      'https://www.facebook.com/profile.php?id=100',
    ],
    ['linkedin', 'daan-de-jong', 'https://www.linkedin.com/in/daan-de-jong'],
    ['linkedin', 'https://nl.linkedin.com/in/daan', 'https://nl.linkedin.com/in/daan'],
  ] as const)('accepts %s %j and links it to %s', (service, value, url) => {
    expect(isSocialValue(service, value)).toBe(true);
    expect(socialUrl(service, value)).toBe(url);
  });

  it.each([
    ['instagram', 'https://twitter.com/daan'],
    ['instagram', 'https://instagram.com'],
    ['instagram', 'daan dejong'],
    ['instagram', 'javascript:alert(1)'],
    ['twitter', 'much_too_long_for_x'],
    ['twitter', 'https://x.com.evil.example/daan'],
    ['twitter', 'https://evil.example/?x.com/daan'],
    ['facebook', 'dan'],
    ['facebook', 'ftp://facebook.com/daan'],
    ['facebook', 'https://user:pw@facebook.com/daan'],
    ['linkedin', 'https://linkedin.com:444/in/daan'],
    ['linkedin', 'https://www.linkedin.evil.com/in/daan'],
  ] as const)('refuses %s %j and links it nowhere', (service, value) => {
    expect(isSocialValue(service, value)).toBe(false);
    expect(socialUrl(service, value)).toBeNull();
  });
});

describe('the phone', () => {
  it.each(['+31612345678', '+31 6 1234 5678', '+1-202-555-0123', '+44  20 7946 0958'])(
    'accepts %j as an international number',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['0612345678', '+0612345678', '+31 6 12ab 5678', '+123456', '+1234567890123456', '+'])(
    'refuses %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  it('becomes a WhatsApp link of its digits', () => {
    expect(messagingUrl('+31 6 1234 5678')).toBe('https://wa.me/31612345678');
    expect(messagingUrl('0612345678')).toBeNull();
  });
});

describe('the date of birth', () => {
  it('is a calendar date that exists', () => {
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('2001-02-29')).toBe(false);
    expect(isRealDate('1990-13-01')).toBe(false);
    expect(isRealDate('1990-1-01')).toBe(false);
  });

  it('lies from 1900 on and before today', () => {
    expect(isBirthDate('1990-12-10', '2026-11-23')).toBe(true);
    expect(isBirthDate('2026-11-22', '2026-11-23')).toBe(true);
    expect(isBirthDate('2026-11-23', '2026-11-23')).toBe(false);
    expect(isBirthDate('2030-01-01', '2026-11-23')).toBe(false);
    expect(isBirthDate('1899-12-31', '2026-11-23')).toBe(false);
  });

  it('today is written YYYY-MM-DD, in UTC on the server', () => {
    const lateEvening = new Date('2026-11-23T23:30:00.000Z');
    expect(localDateText(lateEvening, true)).toBe('2026-11-23');
    expect(localDateText(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
