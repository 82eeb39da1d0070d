import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGES, type FallbackKind } from './fallbackImages';

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: describe the picture, or '' when it is decoration next to its own text. */
  alt: string;
  fallback: FallbackKind;
}

/**
 * A picture that keeps its aspect ratio (object-fit: cover) and shows the fallback image of
 * its kind when there is no picture or it fails to load.
 */
export function Img({ src, fallback, className, onError, ...rest }: ImgProps) {
  const fallbackSrc = FALLBACK_IMAGES[fallback];
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallbackSrc;

  return (
    <img
      {...rest}
      src={shown}
      className={['img', className].filter(Boolean).join(' ')}
      loading={rest.loading ?? 'lazy'}
      decoding="async"
      onError={(event) => {
        if (shown !== fallbackSrc) setFailedSrc(shown);
        onError?.(event);
      }}
    />
  );
}
