/**
 * Pictures people upload (profile, company, team): read from the multipart field `file`,
 * refused unless they decode as a real image within the limits, then re-encoded as WebP with
 * every piece of metadata dropped (camera, GPS, names) and stored under DATA_DIR/uploads/<folder>/
 * with a random name. The answer is the public address, /uploads/<folder>/<name>.webp.
 * One module for every area, so the rules are the same for every picture.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { HttpError } from '../http/errors';

/** The largest file accepted, as SPEC's upload limit is left open (docs/decisions.md). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Guards against decompression bombs: a small file that decodes to a huge picture. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type UploadFolder = 'users' | 'companies' | 'teams';

export class ImageRefusedError extends HttpError {}

/**
 * Registers an area's upload routes in a context of their own, the only one that reads
 * multipart bodies: @fastify/multipart adds three hooks to every request of the context it is
 * registered in, which every read would otherwise pay. Elsewhere a multipart body is refused
 * with 415 like any other unknown type.
 */
export async function withUploads(
  app: FastifyInstance,
  register: (uploads: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
    });
    register(uploads);
  });
}

/** The re-encoded picture of the request's `file` field; refuses anything else with a message. */
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
  return reencode(bytes, opts.maxSide);
}

/** Decodes, checks and re-encodes a picture; metadata is never copied to the output. */
export async function reencode(bytes: Buffer, maxSide: number): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
      throw new ImageRefusedError(415, 'notAnImage');
    }
    return await image
      .rotate() // applies the EXIF orientation before the EXIF is dropped
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof ImageRefusedError) throw err;
    throw new ImageRefusedError(415, 'notAnImage');
  }
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
