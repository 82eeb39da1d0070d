/**
 * Pictures people upload (profile, company, team, the console's event and battle pictures): read from the multipart field `file`,
 * refused unless they decode as a real image within the limits, then re-encoded as WebP with
 * every piece of metadata dropped (camera, GPS, names) and stored under DATA_DIR/uploads/<folder>/
 * with a random name. The answer is the public address, /uploads/<folder>/<name>.webp.
 * One module for every area, so the rules are the same for every picture.
 *
 * Refused before anything is decoded: a header that names more pixels than the limit (an image
 * bomb, 413 `imageTooManyPixels`), a format other than the bitmap ones (SVG, PDF, HTML: 415
 * `notAnImage`, whatever the file is called), and a page, a script, an archive or a program
 * after the image's own end (a polyglot, 415 `notAnImage`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors';

/** The largest file accepted, as the product spec's upload limit is left open (docs/decisions.md). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Guards against image bombs (a small file that decodes to a huge picture): a header that names
 * more pixels is refused before decoding. 40 megapixels hold any phone's photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * The formats sharp names in its metadata that are accepted (AVIF is `heif`). TIFF is not: its
 * parts are found by offsets, so it has no end after which appended bytes could be told apart.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type UploadFolder = 'users' | 'companies' | 'teams' | 'events' | 'battles';

export class ImageRefusedError extends HttpError {}

/**
 * Registers an area's upload routes in a context of their own, the only one that reads
 * multipart bodies: @fastify/multipart adds three hooks to every request of the context it is
 * registered in, which every read would otherwise pay. Elsewhere a multipart body is refused
 * with 415 like any other unknown type. An upload route whose contract does not count the
 * uploads of its person (`uploadRateLimits`) stops the app at start-up.
 */
export async function withUploads(
  app: FastifyInstance,
  register: (uploads: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (uploads) => {
    uploads.addHook('onRoute', (route) => {
      const limits = route.config?.contract?.rateLimits ?? [];
      if (!limits.some((rule) => rule.limit === 'uploadsPerUser')) {
        throw new Error(`Upload route ${route.url} does not declare the uploads per user limit`);
      }
    });
    await uploads.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
    });
    register(uploads);
  });
}

/**
 * The re-encoded picture of the request's `file` field; refuses anything else with a message.
 * The file is read first, then decoded in one of the process's few decode slots (429
 * `uploadsBusy` when they and their line are full), so a slow sender never holds a slot.
 */
export async function receiveImage(
  req: FastifyRequest,
  opts: { maxSide: number } = { maxSide: 1600 },
): Promise<Buffer> {
  if (!req.isMultipart()) throw new ImageRefusedError(415, 'multipartExpected');
  let bytes: Buffer;
  try {
    const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new ImageRefusedError(400, 'imageMissing');
    bytes = await file.toBuffer();
    if (file.file.truncated) throw new ImageRefusedError(413, 'imageTooLarge');
  } catch (err) {
    if (err instanceof ImageRefusedError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ImageRefusedError(413, 'imageTooLarge');
    throw new ImageRefusedError(400, 'imageMissing');
  }
  return req.server.decodeGate.run(() => reencode(bytes, opts.maxSide));
}

/** Decodes, checks and re-encodes a picture; metadata is never copied to the output. */
export async function reencode(bytes: Buffer, maxSide: number): Promise<Buffer> {
  await checkBeforeDecoding(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // applies the EXIF orientation before the EXIF is dropped
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRefusedError(415, 'notAnImage');
  }
}

/** Reads only the header: the format, the size it claims, and where the picture ends. */
async function checkBeforeDecoding(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    // No pixel limit here: sharp would refuse a bomb's header as if it were no picture at all.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError(415, 'notAnImage');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRefusedError(415, 'notAnImage');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRefusedError(413, 'imageTooManyPixels');
  }
  const end = imageEnd(bytes, meta.format);
  if (end === null || end > bytes.length || carriesForeignContent(bytes.subarray(end))) {
    throw new ImageRefusedError(415, 'notAnImage');
  }
}

/**
 * What, appended to a picture, another program would open or run: markup (a page, an SVG, a
 * PHP script), a script's shebang, an archive (ZIP, JAR, Office), a PDF, a program. Other bytes
 * after the end (a phone maker's own records, such as Samsung's SEFT trailer) are harmless and
 * are dropped by the re-encoding, so such a photo is not refused.
 */
const FOREIGN_PATTERNS = [/<[a-z!?/]/i, /^\s*#!/, /^MZ/, /javascript:/i];
/** Archives (ZIP, JAR, Office), PDF and Linux programs, by their signatures. */
const FOREIGN_SIGNATURES = ['PK\u0003\u0004', '%PDF-', '\u007fELF'];

function carriesForeignContent(trailer: Buffer): boolean {
  if (trailer.length === 0) return false;
  const text = trailer.toString('latin1');
  return (
    FOREIGN_PATTERNS.some((pattern) => pattern.test(text)) ||
    FOREIGN_SIGNATURES.some((signature) => text.includes(signature))
  );
}

/**
 * Where the picture ends, by the format's own structure (PNG's IEND chunk, GIF's trailer,
 * JPEG's end-of-image marker after the last scan, the RIFF or ISO box sizes of WebP and HEIF),
 * or null when the structure is broken. A JPEG may be followed by more JPEG pictures (the gain
 * map of an Ultra HDR photo, the pictures of an MPO) and by a phone's motion-photo video.
 */
function imageEnd(bytes: Buffer, format: string): number | null {
  switch (format) {
    case 'png':
      return pngEnd(bytes);
    case 'gif':
      return gifEnd(bytes);
    case 'webp':
      return webpEnd(bytes);
    case 'heif':
      return isoBoxesEnd(bytes, 0);
    case 'jpeg':
      return jpegWithTrailersEnd(bytes);
    default:
      return null;
  }
}

function pngEnd(bytes: Buffer): number | null {
  let at = 8; // the signature
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length; // length, type, data, CRC
    if (type === 'IEND') return at;
  }
  return null;
}

function gifEnd(bytes: Buffer): number | null {
  let at: number | null = 13 + colourTableSize(bytes[10]); // header, screen, global colours
  while (at !== null && at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1; // the trailer
    if (block === 0x21) {
      at = subBlocksEnd(bytes, at + 2); // introducer, label, data
    } else if (block === 0x2c) {
      const flags = bytes[at + 9] ?? 0;
      at = subBlocksEnd(bytes, at + 10 + colourTableSize(flags) + 1); // +1: LZW code size
    } else {
      return null;
    }
  }
  return null;
}

function colourTableSize(flags: number): number {
  return flags & 0x80 ? 3 << ((flags & 7) + 1) : 0;
}

function subBlocksEnd(bytes: Buffer, from: number): number | null {
  let at = from;
  while (at < bytes.length) {
    const size = bytes[at];
    at += 1 + size;
    if (size === 0) return at;
  }
  return null;
}

function webpEnd(bytes: Buffer): number | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF') return null;
  const size = bytes.readUInt32LE(4);
  return 8 + size + (size % 2);
}

/** ISO base media boxes (HEIF, AVIF, MP4) from `from`, each sized, to the end of the file. */
function isoBoxesEnd(bytes: Buffer, from: number): number | null {
  let at = from;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    if (size === 0) return bytes.length; // the last box runs to the end
    if (size === 1) {
      if (at + 16 > bytes.length) return null;
      size = Number(bytes.readBigUInt64BE(at + 8));
    }
    if (size < 8) return null;
    at += size;
  }
  return at;
}

function jpegWithTrailersEnd(bytes: Buffer): number | null {
  let end = jpegEnd(bytes, 0);
  while (end !== null && end < bytes.length) {
    if (bytes[end] === 0xff && bytes[end + 1] === 0xd8) end = jpegEnd(bytes, end);
    else if (bytes.toString('latin1', end + 4, end + 8) === 'ftyp') return isoBoxesEnd(bytes, end);
    else return end;
  }
  return end;
}

/** The end of the JPEG starting at `from`: its segments, then each scan's data, to EOI. */
function jpegEnd(bytes: Buffer, from: number): number | null {
  if (bytes[from] !== 0xff || bytes[from + 1] !== 0xd8) return null;
  let at = from + 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    at += 2;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (at + 2 > bytes.length) return null;
    at += bytes.readUInt16BE(at);
    if (marker === 0xda) at = scanDataEnd(bytes, at);
  }
  return null;
}

/** Scan data runs to the next marker; 0xFF 0x00 (a stuffed byte) and restarts belong to it. */
function scanDataEnd(bytes: Buffer, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1];
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  return bytes.length;
}

/** Stores re-encoded bytes under a random name and answers their public address. */
export async function saveUpload(
  dataDir: string,
  folder: UploadFolder,
  bytes: Buffer,
): Promise<string> {
  const dir = path.join(dataDir, 'uploads', folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.writeFile(path.join(dir, name), bytes);
  return `/uploads/${folder}/${name}`;
}

/**
 * Deletes a picture saved by saveUpload. Any other address (the demo pictures, an external
 * link, something that tries to leave the folder) is left alone.
 */
export async function deleteUpload(
  dataDir: string,
  folder: UploadFolder,
  url: string | null | undefined,
): Promise<void> {
  const match = url && new RegExp(`^/uploads/${folder}/([0-9a-f]{32}\\.webp)$`).exec(url);
  if (!match) return;
  await fs.rm(path.join(dataDir, 'uploads', folder, match[1]), { force: true });
}
