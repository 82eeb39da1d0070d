/** Runtime configuration, read once from environment variables with safe defaults. */
import path from 'node:path';
import { LIVE_HEARTBEAT_MS } from '../shared/api/live';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: string;
  /** Folder holding the built web app (index.html and assets). */
  webDir: string;
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For is believed (none by default).
   * Believing it without a proxy would let any client pick its own IP and slip past the
   * per-IP rate limits.
   */
  trustedProxies: string[];
  /** Serves GET /metrics to `Authorization: Bearer <token>` when set (metrics/metrics.ts). */
  metricsToken: string | undefined;
  /** Multiplies every rate limit; the e2e server raises it because its tests log in often. */
  rateLimitFactor: number;
  /** How often an open live stream (GET /api/live) gets a heartbeat comment. */
  liveHeartbeatMs: number;
  /** Web Push (features/push): VAPID keys and subject, and the extra push hosts allowed. */
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); unset, the database's pair. */
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    /** VAPID_SUBJECT: a mailto: or https: contact for the push services. */
    vapidSubject: string | undefined;
    /** PUSH_ENDPOINT_HOSTS: `host[:port]` entries allowed besides the push services (http too). */
    endpointHosts: string[];
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: path.resolve(env.WEB_DIR ?? 'dist/web'),
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR) || 1),
    liveHeartbeatMs: Math.max(100, Number(env.LIVE_HEARTBEAT_MS) || LIVE_HEARTBEAT_MS),
    metricsToken: env.METRICS_TOKEN || undefined,
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT || undefined,
      endpointHosts: (env.PUSH_ENDPOINT_HOSTS ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    },
    trustedProxies: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
