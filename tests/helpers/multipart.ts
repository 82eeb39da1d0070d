/** Multipart uploads for inject(), as a browser's FormData sends a picture, and pictures to send. */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A request body with one file part, and the content type that names its boundary. */
export function multipartFile(
  bytes: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { headers: Record<string, string>; body: Buffer } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const { field = 'file', filename = 'picture.png', contentType = 'image/png' } = opts;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** A small real picture (PNG by default) of one colour. */
export function testPicture(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  size = { width: 64, height: 48 },
): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: '#3366ff' } });
  return image.toFormat(format).toBuffer();
}

// ---- Attacks ---------------------------------------------------------------------------------

/** The side of a bomb's picture: 30000 × 30000 is 900 megapixels, 2.7 GB once decoded. */
export const BOMB_SIDE = 30_000;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * Image bombs: files of some kilobytes whose header names BOMB_SIDE × BOMB_SIDE pixels. The PNG
 * is a whole, valid picture (one-bit black rows, about 110 kB compressed); the GIF and the JPEG
 * are small pictures whose header was rewritten to the bomb's size. Made once per format (the
 * PNG compresses 110 MB of rows), so do not change the bytes.
 */
export function imageBomb(format: 'png' | 'gif' | 'jpeg'): Promise<Buffer> {
  let bomb = bombs.get(format);
  if (!bomb) bombs.set(format, (bomb = makeImageBomb(format)));
  return bomb;
}

const bombs = new Map<string, Promise<Buffer>>();

async function makeImageBomb(format: 'png' | 'gif' | 'jpeg'): Promise<Buffer> {
  const side = BOMB_SIDE;
  if (format === 'png') {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header[8] = 1; // bit depth 1, grey, no interlace
    const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte + pixels, zeros
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  }
  const small = Buffer.from(await testPicture(format, { width: 8, height: 8 }));
  if (format === 'gif') {
    small.writeUInt16LE(side, 6); // the logical screen
    small.writeUInt16LE(side, 8);
    const descriptor = small.indexOf(
      0x2c,
      13 + (small[10] & 0x80 ? 3 << ((small[10] & 7) + 1) : 0),
    );
    small.writeUInt16LE(side, descriptor + 5); // the frame
    small.writeUInt16LE(side, descriptor + 7);
    return small;
  }
  const frame = small.indexOf(Buffer.from([0xff, 0xc0])); // start of frame: length, precision
  small.writeUInt16BE(side, frame + 5);
  small.writeUInt16BE(side, frame + 7);
  return small;
}

/** An SVG picture that runs a script when a browser opens it. */
export const scriptedSvg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48">' +
    '<rect width="64" height="48" fill="#36f"/><script>fetch("/api/profile")</script></svg>',
);

/** A page with a script, as a polyglot carries it. */
export const htmlWithScript = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>',
);

/** A small ZIP archive (one stored file), as a picture-and-archive polyglot ends with. */
export function zipArchive(): Buffer {
  const name = Buffer.from('payload.html');
  const data = htmlWithScript;
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
