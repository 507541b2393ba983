// The answer-cache tags POST /api/messages publishes itself after its commit (migration
// 1768500000000-AnswerChanges says why), derived from answers/answer-tags.ts's table.
import { rowTags } from '../answers/answer-tags';

/**
 * Every tag the triggers would send for one new message from `senderId` to `recipientId`: the
 * message's own and those of the two conversation rows conversations_touch upserts.
 */
export function sentMessageTags(senderId: string, recipientId: string): string[] {
  return [
    ...rowTags('messages', { sender_id: senderId, recipient_id: recipientId }),
    ...rowTags('conversations', { user_id: senderId }),
    ...rowTags('conversations', { user_id: recipientId }),
  ];
}
