// Notifications are everyone's (spec 6); /ws 'notification' events invalidate the tag.
import { api } from './api';
import type { AppNotification } from './types';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<AppNotification[], void>({
      query: () => '/notifications',
      providesTags: (result = []) => [
        { type: 'Notification' as const, id: 'LIST' },
        ...result.map(({ id }) => ({ type: 'Notification' as const, id })),
      ],
    }),
    getUnreadNotificationCount: build.query<{ count: number }, void>({
      query: () => '/notifications/unread-count',
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    markNotificationRead: build.mutation<AppNotification, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Notification', id }, { type: 'Notification', id: 'LIST' }],
    }),
  }),
});

export const { useGetNotificationsQuery, useGetUnreadNotificationCountQuery, useMarkNotificationReadMutation } =
  notificationsApi;
