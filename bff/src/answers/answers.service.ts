// The answer cache: the JSON text of a GET's answer, kept in memory per instance so that a repeated
// read costs no query and no JSON.stringify, and dropped on every instance the moment PostgreSQL
// says a row it was read from changed. A handler is cached by one declaration,
// @CachedAnswer({ key, tags }) (cached-answer.decorator.ts, which says how to key and tag); which
// change notifies which tags is the one table of answer-tags.ts, which the triggers and the
// writers that publish their own tags follow.
//
// Guarantees: an answer is never served after the notification of a change to one of its tags has
// reached this instance (milliseconds after the commit). A write through this instance answers only
// once the instance has heard its commit (RealtimeService.caughtUp, in create-app's onSend hook),
// so its caller's next read here sees it; another instance hears it milliseconds later. A read
// in flight when its tag is notified is not kept. While the LISTEN connection is down nothing is
// served or kept, and nothing kept before a reconnect is used after it (TaggedCache). TTL_MS is a
// safety net only.
//
// Concurrent misses of one key read once: a request that finds the same answer being read, with
// no notification heard since that read began, waits for it (what a read of its own would find,
// short of a change not yet heard, which the kept answer would not show either). After any
// notification, or with LISTEN down, it reads for itself.
import { Injectable } from '@nestjs/common';
import { type ChannelNotification, RealtimeService } from '../realtime/realtime.service';
import { type ReadTicket, TaggedCache } from './tagged-cache';

/** The channel every answer trigger notifies; each payload is one tag. */
export const ANSWERS_CHANNEL = 'groundwork_answers';

/**
 * For a hot writer (migration 1768500000000-AnswerChanges says why): SQL that marks its
 * transaction so the answer triggers stay quiet, to evaluate in a part of its statement that
 * always runs before its writes. The writer then publishes exactly the tags the triggers would
 * have sent (a test per writer compares them) with `answerTagNotifications`, after its commit.
 */
export const MARK_PUBLISHED_BY_APP = `set_config('groundwork.answers_published_by_app', 'on', true)`;

/**
 * MARK_PUBLISHED_BY_APP as the first CTE of a hot writer's statement, `quiet`, for its INSERTs to
 * select FROM, so it runs before them and their triggers.
 */
export const QUIET_CTE = `quiet AS MATERIALIZED (SELECT ${MARK_PUBLISHED_BY_APP} AS published_by_app)`;

/** Tags as notifications of the answers' channel, for RealtimeService.toUsers' `before`. */
export function answerTagNotifications(tags: Iterable<string>): ChannelNotification[] {
  return [...new Set(tags)].map((payload) => ({ channel: ANSWERS_CHANNEL, payload }));
}
const TTL_MS = 60_000;
/** A dashboard answer is a few KB, a page of 20 job sites ~13 KB. */
const MAX_ENTRIES = 20_000;
/** Bounds memory: the texts kept add up to at most this many characters (~64 MB as Latin-1, twice as UTF-16). */
const MAX_CHARACTERS = 64 * 1024 * 1024;

@Injectable()
export class AnswersService {
  private readonly cache: TaggedCache<string>;
  /** The reads in flight, by key, with the ticket each began under. */
  private readonly reading = new Map<string, { ticket: ReadTicket; text: Promise<string> }>();

  constructor(private readonly realtime: RealtimeService) {
    this.cache = new TaggedCache<string>(() => realtime.currentListenEpoch(), {
      ttlMs: TTL_MS,
      maxEntries: MAX_ENTRIES,
      maxWeight: MAX_CHARACTERS,
      weigh: (text) => text.length,
    });
    realtime.subscribe(ANSWERS_CHANNEL, (payload) => this.cache.invalidate(payload));
  }

  /**
   * For a hot writer that kept its triggers quiet (MARK_PUBLISHED_BY_APP), once it has committed:
   * publishes the tags its rows' triggers would have sent (`rowTags`). Not awaited: the write's
   * answer waits for `caughtUp`, whose statement carries these.
   */
  publishWritten(tags: readonly string[]): void {
    this.realtime.toUsersQuietly([], answerTagNotifications(tags));
  }

  /**
   * The answer's JSON text: the one kept under `key`, else `read()`'s answer serialised and kept
   * under `tags(answer)` (unless one of those tags was notified while it was being read).
   */
  async json<T>(key: string, read: () => Promise<T>, tags: (answer: T) => Iterable<string>): Promise<string> {
    const kept = this.cache.get(key);
    if (kept !== undefined) return kept;
    const ticket = this.cache.startRead();
    const inFlight = this.reading.get(key);
    if (inFlight && ticket.epoch !== null && inFlight.ticket.epoch === ticket.epoch && inFlight.ticket.sequence === ticket.sequence) return inFlight.text;
    const text = this.readAndKeep(key, read, tags, ticket);
    this.reading.set(key, { ticket, text });
    try {
      return await text;
    } finally {
      if (this.reading.get(key)?.text === text) this.reading.delete(key);
    }
  }

  private async readAndKeep<T>(key: string, read: () => Promise<T>, tags: (answer: T) => Iterable<string>, ticket: ReadTicket): Promise<string> {
    const answer = await read();
    const text = JSON.stringify(answer);
    this.cache.keep(key, text, [...new Set(tags(answer))], ticket);
    return text;
  }
}
