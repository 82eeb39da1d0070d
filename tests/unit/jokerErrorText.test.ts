import { beforeAll, describe, expect, it } from 'vitest';
import { jokerErrorText } from '../../src/web/features/battles/jokerErrorText';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../src/web/lib/api';
import { initTestI18n } from './i18nForTests';

describe('the joker failure message', () => {
  beforeAll(async () => {
    await initTestI18n();
  });

  it('translates the server’s message key', () => {
    expect(jokerErrorText(new ApiError(403, 'jokerLocked'))).toBe(
      "Your team's joker can no longer be changed: its challenge has closed.",
    );
  });

  it('shows a server text without a translation as it is', () => {
    expect(jokerErrorText(new ApiError(403, 'Not allowed for your role'))).toBe(
      'Not allowed for your role',
    );
  });

  it('says "Network response was not ok" without a server message', () => {
    expect(jokerErrorText(new ApiError(0, DEFAULT_ERROR_MESSAGE))).toBe(
      'Network response was not ok',
    );
    expect(jokerErrorText(new TypeError('Failed to fetch'))).toBe('Network response was not ok');
  });
});
