// The answer-cache tags of the chat's reads (answers/answers.service.ts), as the triggers of
// migration 1768510000000-ChatAnswerChanges name them, and the ones POST /api/messages publishes
// itself after its commit (that migration says why). User ids are lowercase, as PostgreSQL prints them.

/** Any change to a message of the conversation of `a` and `b` (its pages). */
export function conversationTag(a: string, b: string): string {
  // PostgreSQL orders uuids as their lowercase text orders: LEAST/GREATEST in the trigger agree.
  return a < b ? `messages:pair:${a}:${b}` : `messages:pair:${b}:${a}`;
}

/** Any change to a message sent to `userId` (their unread counts). */
export function messagesToTag(userId: string): string {
  return `messages:to:${userId}`;
}

/** Any change to `userId`'s conversation rows (their contact list's order and last messages). */
export function conversationsOfTag(userId: string): string {
  return `conversations:user:${userId}`;
}

/**
 * Every tag the triggers would send for one new message from `senderId` to `recipientId`: the
 * message's own and those of the two conversation rows conversations_touch upserts.
 */
export function sentMessageTags(senderId: string, recipientId: string): string[] {
  return ['messages', conversationTag(senderId, recipientId), messagesToTag(recipientId), 'conversations', conversationsOfTag(senderId), conversationsOfTag(recipientId)];
}
