// Web Push: a person's devices (subscribe, list, remove) and the pushes of what happens while the
// app is closed: every notification stored for a person (a shift published or changed, a time-off
// decision, an open shift they could take, a swap offered, an auto clock-out...) and every chat
// message to them. A push leaves after the change is committed, never inside its transaction,
// and never holds up the request that made it: sent in the background, each push service given a
// few seconds, failures logged. A role's notification (the admins' operational feed) is the bell's
// alone: it is not pushed.
import { BadRequestException, Inject, Injectable, Logger, NotFoundException, OnApplicationShutdown } from '@nestjs/common';
import Bowser from 'bowser';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { conversationPath, NOTIFICATION_PAGES } from '../contract/roles-and-events';
import { afterCommit } from '../database/after-commit';
import { msg } from '../i18n/message';
import { Translator } from '../i18n/translator';
import type { StoredNotificationRow } from '../notifications/notifications.repository';
import type { User } from '../users/user.entity';
import type { SubscribePushDto } from './dto/subscribe-push.dto';
import { allowedEndpoint } from './push-endpoints';
import { unpadded } from './push-keys';
import { type PushPayload, payloadText } from './push-payload';
import { PushSender } from './push-sender';
import { type PushSubscriptionJson, type PushTarget, PushRepository } from './push.repository';

/** Pushes in flight at once from this instance (each waits on a push service). */
const CONCURRENT_PUSHES = 8;
/** The tag of every chat push: the in-app chat notification's too, so one replaces the other. */
export const CHAT_TAG = 'groundwork-message';

export interface VapidPublicKeyJson {
  /** The applicationServerKey for pushManager.subscribe: the uncompressed P-256 key, base64url. */
  publicKey: string;
}

export interface PushSubscriptionIdJson {
  id: string;
}

@Injectable()
export class PushService implements OnApplicationShutdown {
  private readonly logger = new Logger(PushService.name);

  constructor(
    private readonly subscriptions: PushRepository,
    private readonly sender: PushSender,
    private readonly translator: Translator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  vapidPublicKey(): VapidPublicKeyJson {
    return { publicKey: this.config.push.vapidPublicKey };
  }

  /** Stores the browser's subscription for the caller's session (the same endpoint again: the same row). */
  async subscribe(user: User, sessionId: string, input: SubscribePushDto, userAgent: string | undefined): Promise<PushSubscriptionIdJson> {
    if (!allowedEndpoint(input.endpoint, this.config.push.endpointHosts)) throw new BadRequestException(msg('errors.push.endpointNotAllowed'));
    const device = deviceOf(userAgent);
    const id = await this.subscriptions.upsert({
      userId: user.id,
      sessionId,
      endpoint: input.endpoint,
      p256dh: unpadded(input.keys.p256dh),
      auth: unpadded(input.keys.auth),
      expiresAt: typeof input.expirationTime === 'number' ? new Date(input.expirationTime) : null,
      ...device,
    });
    return { id };
  }

  mine(user: User, sessionId: string | null): Promise<PushSubscriptionJson[]> {
    return this.subscriptions.mine(user.id, sessionId);
  }

  /** Removes one of the caller's devices; anyone else's is not found. */
  async remove(user: User, id: string): Promise<void> {
    if (!(await this.subscriptions.deleteOwn(user.id, id))) throw new NotFoundException(msg('errors.push.notFound'));
  }

  /**
   * Pushes the notifications stored for a person (a role's are not pushed), once `manager`'s
   * transaction has committed (at once without one): the hook of NotificationsService.
   */
  notificationsStored(rows: readonly StoredNotificationRow[], manager?: EntityManager): void {
    const personal = rows.filter((row) => row.user_id !== null);
    if (personal.length === 0) return;
    afterCommit(manager, () => {
      const byUser = new Map<string, StoredNotificationRow[]>();
      for (const row of personal) byUser.set(row.user_id!, [...(byUser.get(row.user_id!) ?? []), row]);
      this.deliver([...byUser.keys()], (target) =>
        (byUser.get(target.userId) ?? []).map((row) => ({
          title: this.translator.text(target.language, row.title),
          body: this.translator.text(target.language, row.message),
          url: (row.subject_kind !== null && NOTIFICATION_PAGES[row.subject_kind]?.[target.role]) || '/',
          tag: row.subject_kind !== null && row.subject_id !== null ? `${row.subject_kind}:${row.subject_id}` : `notification:${row.id}`,
          kind: 'notification',
        })),
      );
    });
  }

  /** Pushes a chat message (committed) to its recipient's devices. */
  chatMessage(recipientId: string, sender: { id: string; name: string }, text: string): void {
    this.deliver([recipientId], (target) => [
      {
        title: this.translator.t(target.language, 'notifications.chat.title', { name: sender.name }),
        body: text,
        url: conversationPath(sender.id),
        tag: CHAT_TAG,
        kind: 'chat',
      },
    ]);
  }

  /** In the background: reads the people's subscriptions, then sends each its pushes, a few at a time. */
  private deliver(userIds: string[], payloadsFor: (target: PushTarget) => PushPayload[]): void {
    void this.subscriptions
      .targets(userIds)
      .then(async (targets) => {
        // PUSH_ENDPOINT_HOSTS as it is now: a push service taken off the list gets nothing more.
        const allowed = targets.filter((target) => allowedEndpoint(target.endpoint, this.config.push.endpointHosts));
        const jobs = allowed.flatMap((target) => payloadsFor(target).map((payload) => ({ target, text: payloadText(payload) })));
        const delivered: string[] = [];
        let next = 0;
        const worker = async (): Promise<void> => {
          while (next < jobs.length) {
            const { target, text } = jobs[next++];
            const outcome = await this.sender.send(target, text);
            if (outcome.kind === 'sent') delivered.push(target.id);
            else if (outcome.kind === 'gone') await this.subscriptions.deleteGone(target.id, target.endpoint);
            else this.logger.warn(`A push to ${new URL(target.endpoint).host} failed: ${outcome.reason}`);
          }
        };
        await Promise.all(Array.from({ length: Math.min(CONCURRENT_PUSHES, jobs.length) }, worker));
        await this.subscriptions.markUsed([...new Set(delivered)]);
      })
      .catch((error: Error) => this.logger.error(`Could not send pushes: ${error.message}`));
  }

  onApplicationShutdown(): void {
    this.sender.close();
  }
}

/** The browser and system named by a User-Agent (bowser), for the person's list of devices. */
function deviceOf(userAgent: string | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  return { browser: parsed.browser.name?.slice(0, 100) || null, os: parsed.os.name?.slice(0, 100) || null };
}
