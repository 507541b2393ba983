// What a push carries to the service worker (shell/src/serviceWorker/push.ts reads it): small JSON,
// well under the 4 KB push services take, whatever the texts.

export interface PushPayload {
  title: string;
  body: string;
  /** The app's page to open when the notification is clicked. */
  url: string;
  /** Notifications with one tag replace each other (a shift's later change replaces its first). */
  tag: string;
  /** `chat`: not shown while the app is open, visible and focused (the in-app chat already rings). */
  kind: 'notification' | 'chat';
}

/** Pushes stay under this many bytes of JSON. */
export const MAX_PAYLOAD_BYTES = 3000;
const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 600;

function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The payload's JSON: title and body cut to their lengths, then the body shortened until it fits MAX_PAYLOAD_BYTES. */
export function payloadText(payload: PushPayload): string {
  const title = cut(payload.title, MAX_TITLE_LENGTH);
  let bodyLength = MAX_BODY_LENGTH;
  for (;;) {
    const text = JSON.stringify({ ...payload, title, body: cut(payload.body, bodyLength) });
    if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES || bodyLength <= 1) return text;
    bodyLength = Math.floor(bodyLength / 2);
  }
}
