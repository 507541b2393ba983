// Notifications are everyone's; /ws 'notification' events invalidate the tag.
import { api } from './api';
import type { AppNotification, Count, MarkedRead } from './types';

/** Notifications per page of the header's bell: a shorter page is the last one. */
export const NOTIFICATION_PAGE_SIZE = 10;

const LIST = { type: 'Notification' as const, id: 'LIST' };

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<AppNotification[], void>({
      query: () => '/notifications',
      providesTags: (result = []) => [LIST, ...result.map(({ id }) => ({ type: 'Notification' as const, id }))],
    }),
    /** The bell's list, newest first, a page at a time (each page after the last one shown). */
    getNotificationPages: build.infiniteQuery<AppNotification[], void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < NOTIFICATION_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1].id),
      },
      query: ({ pageParam }) => ({ url: '/notifications', params: { limit: NOTIFICATION_PAGE_SIZE, before: pageParam ?? undefined } }),
      providesTags: [LIST],
    }),
    getUnreadNotificationCount: build.query<Count, void>({
      query: () => '/notifications/unread-count',
      providesTags: [LIST],
    }),
    markNotificationRead: build.mutation<AppNotification, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notification', id }, LIST],
    }),
    markAllNotificationsRead: build.mutation<MarkedRead, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetNotificationPagesInfiniteQuery,
  useGetUnreadNotificationCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
