/**
 * How answers are written. Production serialises what the handler returns with JSON.stringify:
 * handlers build answers of their contract's shape, and encoding each one through zod costs a
 * large share of a fast read. Tests and the e2e server check every answer against its contract
 * and fail loudly when the handler's answer differs from what the contract would encode
 * (an extra field, a wrong type), so the cheap path is proven to send what the contract says.
 */
import { isDeepStrictEqual } from 'node:util';
import zlib from 'node:zlib';
import type { z } from 'zod';

type SerializerFactory = (route: { schema: unknown }) => (data: unknown) => string;

export function responseSerializer(checkResponses: boolean): SerializerFactory {
  if (!checkResponses) return () => (data) => JSON.stringify(data);
  return ({ schema }) =>
    (data) => {
      const sent = JSON.stringify(data);
      const encoded = (schema as z.ZodType).safeParse(data);
      if (!encoded.success) {
        throw new Error(`The answer does not fit its contract: ${encoded.error.message}`);
      }
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(encoded.data)), JSON.parse(sent))) {
        throw new Error(`The answer has fields its contract does not name: ${sent.slice(0, 300)}`);
      }
      return sent;
    };
}

/**
 * Answers every viewer of an event shares (a snapshot's list, the event page) are encoded
 * once: their JSON, brotli and gzip bytes are kept beside the answer object until the
 * snapshot is rebuilt, and each request is sent the bytes its Accept-Encoding allows.
 */
interface Encodings {
  json?: string;
  /** The JSON's bytes, kept for an answer sent as it is (under COMPRESS_FROM_BYTES). */
  bytes?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const sharedAnswers = new WeakMap<object, Encodings>();

/** Marks an answer (kept in a snapshot) as sent to many: encode it once. */
export function sharedAnswer<T extends object>(answer: T): T {
  if (!sharedAnswers.has(answer)) sharedAnswers.set(answer, {});
  return answer;
}

export function isSharedAnswer(answer: unknown): answer is object {
  return typeof answer === 'object' && answer !== null && sharedAnswers.has(answer);
}

const COMPRESS_FROM_BYTES = 1024;

interface Encoded {
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
}

/** The bytes to send for a shared answer, in the best encoding the client accepts. */
export function encodedAnswer(
  answer: object,
  acceptEncoding: string,
  route: { serialize(data: unknown): unknown },
): Encoded {
  const cached = sharedAnswers.get(answer)!;
  cached.json ??= route.serialize(answer) as string;
  const json = cached.json;
  if (json.length < COMPRESS_FROM_BYTES) return { body: (cached.bytes ??= Buffer.from(json)) };
  if (acceptsBrotli(acceptEncoding)) {
    cached.br ??= zlib.brotliCompressSync(json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    return { body: cached.br, encoding: 'br' };
  }
  if (acceptsGzip(acceptEncoding)) {
    cached.gzip ??= zlib.gzipSync(json);
    return { body: cached.gzip, encoding: 'gzip' };
  }
  return { body: json };
}

/**
 * An answer of one viewer, compressed for this request when it is 1 kB or more: brotli at
 * quality 4 (about gzip's speed, smaller) or gzip. Under 1 kB the bytes saved do not pay for
 * the work.
 */
export function compressedAnswer(json: string, acceptEncoding: string): Encoded {
  if (json.length < COMPRESS_FROM_BYTES) return { body: json };
  if (acceptsBrotli(acceptEncoding)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };
    return { body: zlib.brotliCompressSync(json, { params }), encoding: 'br' };
  }
  if (acceptsGzip(acceptEncoding)) return { body: zlib.gzipSync(json), encoding: 'gzip' };
  return { body: json };
}

/** br or gzip named in Accept-Encoding and not refused with q=0. */
const acceptsBrotli = (header: string) => /\bbr\b(?!\s*;\s*q=0(?:\.0{0,3})?(?![\d.]))/.test(header);
const acceptsGzip = (header: string) => /\bgzip\b(?!\s*;\s*q=0(?:\.0{0,3})?(?![\d.]))/.test(header);
