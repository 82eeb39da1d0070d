/** Multipart uploads for inject(), as a browser's FormData sends a picture, and pictures to send. */
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
  format: 'png' | 'jpeg' = 'png',
  size = { width: 64, height: 48 },
): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: '#3366ff' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
