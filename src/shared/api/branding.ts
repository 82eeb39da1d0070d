/** GET /api/branding: the colours and pictures of the host the app is opened on. */
import { z } from 'zod';
import { defineRoute, isPublic } from './contract';

export const brandingResponse = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  fav_icon: z.string().nullable(),
  share_picture: z.string().nullable(),
});
export type BrandingResponse = z.infer<typeof brandingResponse>;

export const DEFAULT_BRANDING: BrandingResponse = {
  primary_color: '#FF784B',
  secondary_color: '#002335',
  fav_icon: '/favicon.svg',
  share_picture: '/share.png',
};

export const brandingRoute = defineRoute({
  method: 'GET',
  path: '/api/branding',
  summary: "The branding of the request's host, else of the default row `*`, else the defaults.",
  access: isPublic,
  response: brandingResponse,
});
