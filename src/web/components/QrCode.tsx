/**
 * A QR code drawn by node-qrcode (`qrcode`): the library encodes the text and renders it as an
 * SVG string; this component takes only the size and the dark modules' path out of that string
 * (checked to hold nothing but path commands) and draws them itself, so no markup is ever
 * injected. Always black on white with the standard quiet zone of four modules, whatever the
 * branding, so every camera reads it. Only lazily loaded screens import it (the big screen and
 * the poster), keeping the library off the start-up bundle.
 */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The code as the library drew it: its side in modules (quiet zone included) and its path. */
export interface QrPicture {
  size: number;
  path: string;
}

/** The standard quiet zone (ISO/IEC 18004): four modules of white around the code. */
export const QUIET_ZONE = 4;

/**
 * Reads node-qrcode's SVG: a square viewBox, a white background path and one dark path made of
 * moves and horizontal lines. Anything else gives null, and nothing is drawn.
 */
export function qrPicture(svg: string): QrPicture | null {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const dark = /<path stroke="#000000" d="([^"]*)"/.exec(svg);
  if (!box || !dark || box[1] !== box[2]) return null;
  if (!/^[MmHhVv\d. ]+$/.test(dark[1])) return null;
  return { size: Number(box[1]), path: dark[1] };
}

export function renderQrPicture(text: string): Promise<QrPicture | null> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE,
    color: { dark: '#000000', light: '#ffffff' },
  }).then(qrPicture);
}

export interface QrCodeProps {
  /** What the code holds (a link). */
  text: string;
  /** Its accessible name, already translated. */
  label: string;
  className?: string;
}

export function QrCode({ text, label, className }: QrCodeProps) {
  const [picture, setPicture] = useState<{ text: string; drawn: QrPicture | null } | null>(null);

  useEffect(() => {
    let current = true;
    renderQrPicture(text).then(
      (drawn) => {
        if (current) setPicture({ text, drawn });
      },
      (error: unknown) => {
        console.error('Failed to draw the QR code', error);
        if (current) setPicture({ text, drawn: null });
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  const drawn = picture?.text === text ? picture.drawn : null;
  return (
    <svg
      className={className}
      viewBox={drawn ? `0 0 ${drawn.size} ${drawn.size}` : '0 0 1 1'}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-ready={drawn ? 'true' : 'false'}
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      {drawn && <path d={drawn.path} stroke="#000000" fill="none" />}
    </svg>
  );
}
