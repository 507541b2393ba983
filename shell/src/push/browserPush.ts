// This browser's push subscription. It needs the app's service worker: the subscription is made
// through its registration, found with getRegistration() rather than `ready` (which would wait
// forever where none is registered), so no worker reads as "not available here".
import type { PushSubscriptionBody } from './pushApi';

/** What this browser can do: no Push API, no service worker of the app, or the permission's state. */
export type BrowserPushState = 'unsupported' | 'unavailable' | NotificationPermission;

function hasPushApi(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** The app's service worker registration, or null (no Push API, or no worker registered). */
export async function appRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!hasPushApi()) return null;
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!hasPushApi()) return 'unsupported';
  if (!(await appRegistration())) return 'unavailable';
  return Notification.permission;
}

/** The subscription this browser holds for the app, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await appRegistration())?.pushManager.getSubscription()) ?? null;
}

/** A base64url key as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const wanted = keyBytes(publicKey);
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? '', expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/**
 * Asks for the permission when not yet given, then subscribes with the server's key (a
 * subscription made with another key, before the server's keys changed, is replaced). Null when
 * the person or the browser refuses.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  const registration = await appRegistration();
  if (!registration) return null;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return null;
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** Ends this browser's subscription (logging out, turning notifications off here); never throws. */
export async function unsubscribeBrowser(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // Nothing to undo: the server forgets the device anyway (logout, or the next push's 410).
  }
}
