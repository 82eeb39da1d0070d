/**
 * How the socials look: each service's own name (a brand, written the same in every language)
 * and its mark. Lucide dropped brand marks from its set, so these are drawn here in Lucide's
 * style (24 px grid, 2 px stroke), from the paths Lucide itself shipped before (ISC licence).
 */
import type { SocialService } from '../../../shared/api/profile';

export const SOCIAL_NAMES: Record<SocialService, string> = {
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};
