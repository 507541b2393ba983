// mf_chat's endpoints, injected into the one sdk api. Tags: { Message, 'CONTACTS' } for the
// team-member list, { Message, <userId> } for the conversation with that person; the shell's /ws
// client invalidates them on every `chat` event (sdk chatRefreshTags), even while this page is closed.
import { api, type ApiSchema, type MarkedRead, CHAT_CONTACTS_TAG as CONTACTS, UNREAD_MESSAGES_TAG } from 'shell/sdk';

export type ChatMessage = ApiSchema<'MessageJson'>;
export type Contact = ApiSchema<'ContactJson'>;

export type SendMessageRequest = ApiSchema<'SendMessageDto'>;

/** The server's page size: a shorter page is the oldest one. */
export const PAGE_SIZE = 50;
/** Contacts per page: a shorter page is the last one. */
export const CONTACTS_PAGE_SIZE = 50;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The team-member list for a search (empty: everyone), a page at a time: recent conversations
     * first, then everyone else by name; each page after the last contact of the previous one.
     */
    getContacts: build.infiniteQuery<Contact[], string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < CONTACTS_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1].user.id),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/messages/contacts',
        params: { search: queryArg || undefined, after: pageParam ?? undefined, limit: CONTACTS_PAGE_SIZE },
      }),
      providesTags: [CONTACTS],
    }),
    /** One contact: the conversation named in the address when it is on no loaded page. */
    getContact: build.query<Contact, string>({
      query: (userId) => `/messages/contacts/${encodeURIComponent(userId)}`,
      providesTags: [CONTACTS],
    }),
    /**
     * The conversation with one person: page 1 is the newest 50, each next page the 50 before
     * the oldest shown (each page oldest to newest). A refetch re-reads every loaded page in
     * turn, so pages never overlap or leave a gap when new messages arrive.
     */
    getConversation: build.infiniteQuery<ChatMessage[], string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < PAGE_SIZE ? undefined : lastPage[0].id),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/messages/${encodeURIComponent(queryArg)}`,
        params: { before: pageParam, limit: PAGE_SIZE },
      }),
      providesTags: (_result, _error, userId) => [{ type: 'Message', id: userId }],
    }),
    sendMessage: build.mutation<ChatMessage, SendMessageRequest>({
      query: (body) => ({ url: '/messages', method: 'POST', body: { ...body, channelType: 'direct' } }),
      invalidatesTags: (_result, _error, { recipientId }) => [{ type: 'Message', id: recipientId }, CONTACTS],
    }),
    markConversationRead: build.mutation<MarkedRead, string>({
      query: (userId) => ({ url: `/messages/${encodeURIComponent(userId)}/read`, method: 'PATCH' }),
      invalidatesTags: (result) => (result && result.markedRead > 0 ? [CONTACTS, UNREAD_MESSAGES_TAG] : []),
    }),
  }),
});

export const { useGetContactsInfiniteQuery, useGetContactQuery, useGetConversationInfiniteQuery, useSendMessageMutation, useMarkConversationReadMutation } =
  messagesApi;

/** The loaded pages as one list; a conversation that moved up between two pages shows once. */
export function uniqueContacts(pages: readonly Contact[][] | undefined): Contact[] {
  const seen = new Set<string>();
  return (pages ?? []).flat().filter((contact) => !seen.has(contact.user.id) && Boolean(seen.add(contact.user.id)));
}
