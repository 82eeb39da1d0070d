/**
 * What every picture upload route declares (server/uploads/images.ts): the limit per person
 * (429 `tooManyUploads`) and the refusal of a server whose decodes are all taken.
 */
import type { RouteRateLimit } from './contract';

/** Every decode slot of the server is taken and its line is full (429). */
export const UPLOADS_BUSY = 'uploadsBusy';

export const uploadRateLimits: readonly RouteRateLimit[] = [
  { limit: 'uploadsPerUser', by: ['user'] },
];
