// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedAnswer } from '../../src/server/http/responses';

const large = JSON.stringify({
  teams: Array.from({ length: 40 }, (_, id) => ({ id, name: `Team ${id}` })),
});

describe('an answer of one viewer', () => {
  it('travels brotli-compressed when the browser accepts it and it is 1 kB or more', () => {
    expect(large.length).toBeGreaterThan(1024);
    const sent = compressedAnswer(large, 'gzip, deflate, br, zstd');
    expect(sent.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(sent.body as Buffer).toString()).toBe(large);
    expect((sent.body as Buffer).length).toBeLessThan(large.length / 3);
  });

  it('falls back to gzip, and to plain JSON when neither is accepted or one is refused', () => {
    const gzip = compressedAnswer(large, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body as Buffer).toString()).toBe(large);
    expect(compressedAnswer(large, 'br;q=0, gzip;q=0.5').encoding).toBe('gzip');
    expect(compressedAnswer(large, 'br;q=0.5').encoding).toBe('br');
    expect(compressedAnswer(large, 'br;q=0.000, gzip;q=0')).toEqual({ body: large });
    expect(compressedAnswer(large, '')).toEqual({ body: large });
  });

  it('stays as it is under 1 kB', () => {
    expect(compressedAnswer('{"ok":true}', 'br, gzip')).toEqual({ body: '{"ok":true}' });
  });
});
