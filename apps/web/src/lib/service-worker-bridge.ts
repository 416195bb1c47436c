import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages.ts';

/**
 * What the page and the service worker tell each other. The worker cannot read local storage, so
 * what it needs to know while no page is open (the language to word a notification in, a push
 * subscription to register again) is kept in a small Cache Storage entry that both can read.
 */
export const WORKER_MESSAGES = {
  /** Worker to page: show this app path (a notification was tapped while the app was open). */
  open: 'kizuki:open',
  /** Worker to page: the browser replaced the push subscription; register it with the server. */
  pushSubscriptionChanged: 'kizuki:push-subscription-changed',
} as const;

export type WorkerMessage =
  | { type: typeof WORKER_MESSAGES.open; url: string }
  | { type: typeof WORKER_MESSAGES.pushSubscriptionChanged };

const CACHE_NAME = 'kizuki-preferences';
const LANGUAGE_ENTRY = '/__kizuki/language';
const PUSH_RENEWAL_ENTRY = '/__kizuki/push-renewal';

async function preferences(): Promise<Cache | null> {
  return typeof caches === 'undefined' ? null : caches.open(CACHE_NAME).catch(() => null);
}

/** The page keeps the chosen language where the worker can read it. */
export async function storeLanguageForWorker(language: Language): Promise<void> {
  await (await preferences())?.put(LANGUAGE_ENTRY, new Response(language)).catch(() => undefined);
}

export async function languageForWorker(): Promise<Language> {
  const stored = await (await preferences())?.match(LANGUAGE_ENTRY);
  const language = (await stored?.text()) as Language | undefined;
  return language && LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE;
}

/** The worker asks the next page that opens to register the push subscription again. */
export async function requestPushRenewal(): Promise<void> {
  await (await preferences())?.put(PUSH_RENEWAL_ENTRY, new Response('1'));
}

/** Whether a renewal was asked for; asking answers it. */
export async function takePushRenewalRequest(): Promise<boolean> {
  return (await (await preferences())?.delete(PUSH_RENEWAL_ENTRY)) ?? false;
}
