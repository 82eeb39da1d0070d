/**
 * Web Push (issue 41, product.md "Web Push"): the app's VAPID public key, a device's push
 * subscription with the notification types it wants, its removal, and a test notification. A
 * subscription belongs to the signed-in user, across events; its endpoint must be on a push
 * service's host (server/features/push/endpoints.ts), anything else is refused with 400.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notifications';
import { PUSH_ENDPOINT_MAX } from '../push';
import type { RouteRateLimit } from './contract';
import { defineRoute, signedIn } from './contract';
import { moment } from './wire';

export const pushMessages = {
  endpointInvalid: 'pushEndpointInvalid',
  endpointNotAllowed: 'pushEndpointNotAllowed',
  keysInvalid: 'pushKeysInvalid',
  typesInvalid: 'pushTypesInvalid',
  notFound: 'pushSubscriptionNotFound',
  taken: 'pushSubscriptionTaken',
  subscribed: 'pushSubscribed',
  unsubscribed: 'pushUnsubscribed',
  testQueued: 'pushTestQueued',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** How many bytes a base64url text decodes to (padding ignored); -1 when it is not one. */
function decodedLength(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const chars = value.replace(/=+$/, '').length;
  return chars % 4 === 1 ? -1 : Math.floor((chars * 3) / 4);
}

/**
 * base64url of exactly `bytes` bytes (browsers send it unpadded; padding is accepted). `first`
 * is the first character the text must have (the first byte's top six bits).
 */
const base64urlOf = (bytes: number, first?: string) =>
  z
    .string(pushMessages.keysInvalid)
    .max(100, pushMessages.keysInvalid)
    .refine(
      (value) => decodedLength(value) === bytes && (first === undefined || value.startsWith(first)),
      pushMessages.keysInvalid,
    );

/** An absolute http(s) URL; whether its host is a push service's is the server's check. */
export const pushEndpoint = z
  .string(pushMessages.endpointInvalid)
  .min(1, pushMessages.endpointInvalid)
  .max(PUSH_ENDPOINT_MAX, pushMessages.endpointInvalid)
  .refine((value) => URL.canParse(value), pushMessages.endpointInvalid);

export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed: 65 bytes, the first 0x04 (text `B…`). */
      p256dh: base64urlOf(65, 'B'),
      /** The browser's 16-byte authentication secret. */
      auth: base64urlOf(16),
    },
    pushMessages.keysInvalid,
  ),
  /** The notification types this device wants; none keeps the device subscribed but silent. */
  types: z
    .array(z.enum(NOTIFICATION_TYPES, pushMessages.typesInvalid), pushMessages.typesInvalid)
    .max(NOTIFICATION_TYPES.length * 2, pushMessages.typesInvalid),
});

export const pushEndpointBody = z.object({ endpoint: pushEndpoint });

export const pushKeyResponse = z.object({
  /** The VAPID public key (base64url, 65 bytes): the browser's applicationServerKey. */
  public_key: z.string(),
});

export const pushSubscriptionItem = z.object({
  endpoint: z.string(),
  types: z.array(z.enum(NOTIFICATION_TYPES)),
  created_at: moment,
  updated_at: moment,
});

export const pushSubscriptionsResponse = z.object({
  /** The user's subscribed devices, newest first; a device finds its own by its endpoint. */
  subscriptions: z.array(pushSubscriptionItem),
});

export type PushSubscriptionItem = z.infer<typeof pushSubscriptionItem>;
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

const pushChanges: readonly RouteRateLimit[] = [{ limit: 'pushChangesPerUser', by: ['user'] }];

export const pushKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/push/key',
  summary:
    "The app's VAPID public key, the `applicationServerKey` a browser subscribes with. Made on first start and kept in the database, unless set through VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY.",
  addition: true,
  access: signedIn,
  response: pushKeyResponse,
});

export const pushSubscriptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/push/subscriptions',
  summary: "The user's push subscriptions (one per device) with the notification types each wants.",
  addition: true,
  access: signedIn,
  response: pushSubscriptionsResponse,
});

export const subscribePushRoute = defineRoute({
  method: 'POST',
  path: '/api/push/subscriptions',
  summary:
    "Saves this device's push subscription for the user with the notification types it wants (again: updates them). The endpoint must be on a push service's host (FCM, Mozilla, Apple, WNS, or PUSH_ENDPOINT_HOSTS); anything else is 400. A user keeps at most 10 devices: an 11th replaces their oldest.",
  addition: true,
  access: signedIn,
  body: pushSubscriptionBody,
  response: z.object({
    message: z.literal(pushMessages.subscribed),
    types: z.array(z.enum(NOTIFICATION_TYPES)),
  }),
  rateLimits: pushChanges,
  refusals: {
    400: [
      pushMessages.endpointInvalid,
      pushMessages.endpointNotAllowed,
      pushMessages.keysInvalid,
      pushMessages.typesInvalid,
    ],
    409: [pushMessages.taken],
  },
});

export const unsubscribePushRoute = defineRoute({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  summary:
    "Removes the user's push subscription of this endpoint; answers `pushUnsubscribed` whether or not there was one.",
  addition: true,
  access: signedIn,
  body: pushEndpointBody,
  response: z.object({ message: z.literal(pushMessages.unsubscribed) }),
  rateLimits: pushChanges,
  refusals: { 400: [pushMessages.endpointInvalid] },
});

export const testPushRoute = defineRoute({
  method: 'POST',
  path: '/api/push/test',
  summary:
    "Queues a test notification to the user's subscription of this endpoint (sent after the answer, never on the request's path).",
  addition: true,
  access: signedIn,
  body: pushEndpointBody,
  response: z.object({ message: z.literal(pushMessages.testQueued) }),
  rateLimits: [{ limit: 'pushTestsPerUser', by: ['user'] }],
  refusals: { 400: [pushMessages.endpointInvalid], 404: [pushMessages.notFound] },
});
