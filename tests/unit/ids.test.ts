/** Ids a client sends are strict: no coercion turns `true`, `[5]`, `"0x10"` or `"1e3"` into an id. */
import { describe, expect, it } from 'vitest';
import { countText, idBody, idText } from '../../src/shared/api/ids';

describe('an id in a JSON body', () => {
  it.each([1, 7, 2_147_483_647])('takes the integer %s', (id) => {
    expect(idBody.parse(id)).toBe(id);
  });

  it.each([
    ['true', true],
    ['[5]', [5]],
    ['the text "5"', '5'],
    ['1.5', 1.5],
    ['0', 0],
    ['-1', -1],
    ['2^31', 2 ** 31],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    const result = idBody.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('invalidId');
  });
});

describe('an id written in a header or query string', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %s', (text, id) => {
    expect(idText.parse(text)).toBe(id);
  });

  it.each([
    '0x10',
    '1e3',
    ' 7 ',
    '+7',
    '07',
    '0',
    '-1',
    '1.5',
    '',
    'abc',
    '2147483648',
    '99999999999',
  ])('refuses "%s"', (text) => {
    expect(idText.safeParse(text).success).toBe(false);
  });
});

describe('a count in a query string', () => {
  const limit = countText(1, 20);

  it('reads digits within its range', () => {
    expect(limit.parse('5')).toBe(5);
  });

  it.each(['0', '21', '1e1', '5.0', 'true', ''])('refuses "%s"', (text) => {
    expect(limit.safeParse(text).success).toBe(false);
  });
});
