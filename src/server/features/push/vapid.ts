/**
 * The app's VAPID identity (RFC 8292): the key pair push services check each send against, and
 * the contact they may use. Set through VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/VAPID_SUBJECT, or made
 * on first start and kept in push_keys, so every process and every restart signs with the same
 * pair (a new pair would silence every browser subscribed with the old public key).
 */
import webpush from 'web-push';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { pushKeys } from '../../db/schema';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The subject push services may contact: VAPID_SUBJECT, else the app's https address. */
function subjectOf(config: AppConfig): string {
  if (config.push.vapidSubject) return config.push.vapidSubject;
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`;
}

export async function loadVapid(db: Db, config: AppConfig): Promise<Vapid> {
  const subject = subjectOf(config);
  const { vapidPublicKey, vapidPrivateKey } = config.push;
  if (vapidPublicKey && vapidPrivateKey) {
    return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject };
  }
  const made = webpush.generateVAPIDKeys();
  // Two processes starting together both make a pair; the first one written is everyone's.
  await db
    .insert(pushKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [kept] = await db.select().from(pushKeys);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
