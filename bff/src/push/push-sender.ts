// Sends one push through the web-push library: the payload encrypted for the browser (aes128gcm,
// RFC 8291), signed with the server's VAPID keys (RFC 8292), posted to its push service.
import { Inject, Injectable } from '@nestjs/common';
import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** A push service gets this long to answer; a slower one is given up on (the push is lost, logged). */
export const PUSH_TIMEOUT_MS = 5_000;
/** How long a push service keeps a push for a device that is off (seconds): a day, then it is stale news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export interface PushAddress {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What came of one push: delivered, the subscription gone (404, 410: delete it), or failed otherwise. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

@Injectable()
export class PushSender {
  /** Kept-alive connections to the few push services, a few at a time each. */
  private readonly agent = new https.Agent({ keepAlive: true, maxSockets: 8 });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(address: PushAddress, payload: string): Promise<PushOutcome> {
    const { vapidPublicKey, vapidPrivateKey, vapidSubject } = this.config.push;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PUSH_TIMEOUT_MS} ms`)), PUSH_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        webpush.sendNotification({ endpoint: address.endpoint, keys: { p256dh: address.p256dh, auth: address.auth } }, payload, {
          vapidDetails: { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
          contentEncoding: 'aes128gcm',
          TTL: TIME_TO_LIVE_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          agent: this.agent,
        }),
        deadline,
      ]);
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return { kind: 'gone', status: error.statusCode };
      if (error instanceof WebPushError) return { kind: 'failed', reason: `${error.statusCode} ${error.body?.slice(0, 200) ?? ''}`.trim() };
      return { kind: 'failed', reason: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
