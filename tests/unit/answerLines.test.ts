import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { directLineSink, loggedUrl } from '../../src/server/http/accessLog';

describe('the answer lines written straight to standard output', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-lines-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every batch to the descriptor, in order, without the fallback', () => {
    const file = path.join(dir, 'out.log');
    const fd = fs.openSync(file, 'a');
    const fallback: string[] = [];
    const sink = directLineSink(fd, { write: (chunk) => fallback.push(chunk) });
    sink.write('{"n":1}\n');
    sink.write('{"n":2,"url":"/api/événement"}\n');
    fs.closeSync(fd);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2,"url":"/api/événement"}\n');
    expect(fallback).toEqual([]);
  });

  it('hands a batch it cannot write, and every later one, to the fallback in order', () => {
    // A descriptor opened for reading refuses writes (EBADF), as a closed pipe would (EPIPE).
    const file = path.join(dir, 'read-only.log');
    fs.writeFileSync(file, '');
    const fd = fs.openSync(file, 'r');
    const fallback: string[] = [];
    const sink = directLineSink(fd, { write: (chunk) => fallback.push(chunk) });
    expect(() => sink.write('first\n')).not.toThrow();
    sink.write('second\n');
    fs.closeSync(fd);
    expect(fallback).toEqual(['first\n', 'second\n']);
  });
});

describe('the address in an answer line', () => {
  it("never shows an invite link's or a calendar address's secret", () => {
    expect(loggedUrl('/api/invite?invite=AbC_-123')).toBe('/api/invite?invite=redacted');
    expect(loggedUrl('/api/calendar.ics?lang=nl&token=s3cret&x=1')).toBe(
      '/api/calendar.ics?lang=nl&token=redacted&x=1',
    );
    expect(loggedUrl('/api/teams?invitee=1')).toBe('/api/teams?invitee=1');
    expect(loggedUrl('/api/teams')).toBe('/api/teams');
  });
});
