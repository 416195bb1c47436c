import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Database } from '../../db/database.ts';
import type { PushDeliveryOptions } from './push-sender.ts';
import { serverSettings } from '../../db/schema.ts';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushOptions {
  /** From the environment; when absent, generated once and kept in the database. */
  vapid?: VapidKeys;
  /** The `sub` of the VAPID token: how a push service reaches the operator. */
  subject?: string;
  /** Push-service hosts the server may contact; `*.example.com` matches its subdomains. */
  allowedHosts?: string[];
  /** Retries and TLS trust of the delivery queue. */
  delivery?: PushDeliveryOptions;
}

/** The push services of the browsers a company's phones run: Chrome, Firefox, Safari, Edge. */
const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export interface PushSettings {
  vapid: VapidKeys;
  subject: string;
  /** Whether the server may send to this endpoint: https, on an allowed host. */
  isAllowedEndpoint(endpoint: string): boolean;
}

const VAPID_SETTING = 'vapid';

/**
 * The VAPID keys: the environment's, or the pair this database already keeps, or a new pair kept
 * for every later start and every other process (the first writer wins a race).
 */
async function vapidKeysOf(db: Database, fromEnvironment?: VapidKeys): Promise<VapidKeys> {
  if (fromEnvironment) return fromEnvironment;
  const read = async () =>
    (await db.select().from(serverSettings).where(eq(serverSettings.key, VAPID_SETTING)))[0]
      ?.value as VapidKeys | undefined;
  const kept = await read();
  if (kept) return kept;
  await db
    .insert(serverSettings)
    .values({ key: VAPID_SETTING, value: webPush.generateVAPIDKeys() })
    .onConflictDoNothing();
  return (await read())!;
}

export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((pattern) =>
    pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern.toLowerCase(),
  );
}

export async function createPushSettings(
  db: Database,
  options: PushOptions = {},
): Promise<PushSettings> {
  const allowed = options.allowedHosts ?? DEFAULT_PUSH_HOSTS;
  return {
    vapid: await vapidKeysOf(db, options.vapid),
    subject: options.subject ?? 'mailto:kizuki-admin@example.com',
    isAllowedEndpoint(endpoint) {
      try {
        const url = new URL(endpoint);
        return url.protocol === 'https:' && hostAllowed(url.hostname, allowed);
      } catch {
        return false;
      }
    },
  };
}
