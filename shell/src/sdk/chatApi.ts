// What the shell itself shows of the chat (the sidebar's unread count) and the chat's cache tags,
// which the shell's /ws client invalidates on every `chat` event whatever page is shown: cached
// chat data (the contact list, a conversation) is then refetched when next shown, never stale.
import { api } from './api';
import type { Count } from './types';

/** The team-member list (every page, every search). */
export const CHAT_CONTACTS_TAG = { type: 'Message' as const, id: 'CONTACTS' };
/** The total of unread messages (the sidebar's Messages badge). */
export const UNREAD_MESSAGES_TAG = { type: 'Message' as const, id: 'UNREAD' };

/**
 * On a `chat` event the messages refresh. `userId` names the other person of the conversation;
 * `read` says only unread counts changed (the reader marked it read in another tab).
 */
export function chatRefreshTags(event: { [key: string]: unknown }) {
  if (typeof event.userId !== 'string' || !event.userId) return ['Message' as const];
  const counts = [CHAT_CONTACTS_TAG, UNREAD_MESSAGES_TAG];
  return event.read === true ? counts : [...counts, { type: 'Message' as const, id: event.userId }];
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadMessageCount: build.query<Count, void>({
      query: () => '/messages/unread-count',
      providesTags: [UNREAD_MESSAGES_TAG],
    }),
  }),
});

export const { useGetUnreadMessageCountQuery } = chatApi;
