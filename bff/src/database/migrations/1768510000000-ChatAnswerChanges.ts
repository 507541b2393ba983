import { MigrationInterface, QueryRunner } from 'typeorm';
import { answerTriggersSql, dropAnswerTriggersSql } from './1768500000000-AnswerChanges';

/**
 * Issue 9: the chat's conversation pages and contact pages are kept in the answer cache
 * (messages/chat-answers.ts names their tags). These triggers make `messages` and `conversations`
 * notify their tags as AnswerChanges1768500000000 does for the other tables:
 *   messages       messages, messages:pair:<least id>:<greatest id>, messages:to:<recipient_id>
 *   conversations  conversations, conversations:user:<user_id>
 * POST /api/messages publishes the same tags itself after its commit and keeps them quiet (see
 * AnswerChanges for why); mark-read, a script, psql or a user's deletion are notified by them.
 */
const CHAT_TAGS: Record<string, string[]> = {
  messages: [
    `'messages'`,
    `'messages:pair:' || LEAST(r.sender_id, r.recipient_id) || ':' || GREATEST(r.sender_id, r.recipient_id)`,
    `'messages:to:' || r.recipient_id`,
  ],
  conversations: [`'conversations'`, `'conversations:user:' || r.user_id`],
};

export class ChatAnswerChanges1768510000000 implements MigrationInterface {
  name = 'ChatAnswerChanges1768510000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, tags] of Object.entries(CHAT_TAGS)) for (const statement of answerTriggersSql(table, tags)) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(CHAT_TAGS)) for (const statement of dropAnswerTriggersSql(table)) await q.query(statement);
  }
}
