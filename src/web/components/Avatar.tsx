import { Img } from './Img';
import type { FallbackKind } from './fallbackImages';

export interface AvatarProps {
  src: string | null | undefined;
  alt: string;
  /** Diameter in px. */
  size?: number;
  fallback?: FallbackKind;
}

/** A round picture of a person, team or company, with its fallback image. */
export function Avatar({ src, alt, size = 40, fallback = 'person' }: AvatarProps) {
  return (
    <Img src={src} alt={alt} fallback={fallback} width={size} height={size} className="avatar" />
  );
}
