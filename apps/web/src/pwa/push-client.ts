// Turning notifications on and off in this browser: the permission is asked only when the member
// turns them on; the subscription goes to the server with the topics chosen, and turning off
// removes it on both sides.
import { commonApi } from '@mcc/contract/common';
import { type PushTopic, pushApi, pushTopics } from '@mcc/contract/push';
import { call } from '../runtime/request';
import { getStorageSync, removeStorageSync, setStorageSync } from '../runtime/storage';

const PUSH_ID_KEY = 'pushSubscriptionId';

export type PushState =
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; id: number; topics: PushTopic[]; endpoint: string };

/** True when this browser can receive pushes (a secure page with a service worker and the Push API). */
export function pushSupported(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

/** The VAPID public key as the Push API takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Where this browser stands: its subscription as the server has it, or why there is none. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return { kind: 'off' };
  // The server lists origins, not endpoints: this browser remembers the id it was given.
  const id = Number(getStorageSync(PUSH_ID_KEY));
  const { list } = await call(pushApi.subscriptions, {}, { silent: true });
  const mine = list.find((entry) => entry.id === id);
  return mine ? { kind: 'on', id, topics: mine.topics, endpoint: subscription.endpoint } : { kind: 'off' };
}

function subscriptionBody(subscription: PushSubscription, topics?: PushTopic[]) {
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth }, ...(topics ? { topics } : {}) };
}

/** Asks for permission (now, as the member asked), subscribes this browser and saves it with `topics`. */
export async function turnOn(topics: PushTopic[] = [...pushTopics]): Promise<PushState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? { kind: 'denied' } : { kind: 'off' };
  const { vapid_public_key } = await call(commonApi.sysConfig, {}, { silent: true });
  const manager = (await registration()).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapid_public_key) }));
  const { id } = await call(pushApi.subscribe, subscriptionBody(subscription, topics));
  setStorageSync(PUSH_ID_KEY, id);
  return { kind: 'on', id, topics, endpoint: subscription.endpoint };
}

/** Saves the topics this browser receives. */
export async function saveTopics(topics: PushTopic[]): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return { kind: 'off' };
  const { id } = await call(pushApi.subscribe, subscriptionBody(subscription, topics));
  setStorageSync(PUSH_ID_KEY, id);
  return { kind: 'on', id, topics, endpoint: subscription.endpoint };
}

/** Stops pushes to this browser: removed on the server, then unsubscribed here. */
export async function turnOff(): Promise<PushState> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await call(pushApi.unsubscribe, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  removeStorageSync(PUSH_ID_KEY);
  return { kind: 'off' };
}
