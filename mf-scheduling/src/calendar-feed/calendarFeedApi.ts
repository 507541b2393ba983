// The calendar subscription's endpoints, injected into the one sdk api (never a store of its own).
import { api, type ApiSchema } from 'shell/sdk';

/** GET /api/calendar/feed-url: the signed-in person's private calendar address. */
export type CalendarFeedUrl = ApiSchema<'CalendarFeedUrlJson'>;

export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The address, made by the server on the first ask and the same afterwards. */
    getCalendarFeedUrl: build.query<CalendarFeedUrl, void>({
      query: () => ({ url: '/calendar/feed-url' }),
    }),
    /** A new address; the server stops answering the old one. The shown address becomes the new one. */
    regenerateCalendarFeedUrl: build.mutation<CalendarFeedUrl, void>({
      query: () => ({ url: '/calendar/feed-url/regenerate', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(calendarFeedApi.util.upsertQueryData('getCalendarFeedUrl', undefined, data));
        } catch {
          // The dialog shows the failure; the old address is still the one shown.
        }
      },
    }),
  }),
});

export const { useGetCalendarFeedUrlQuery, useRegenerateCalendarFeedUrlMutation } = calendarFeedApi;

/** The same address for calendar apps that subscribe through a webcal:// link (iPhone, Mac, Outlook). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL" for the address (Android phones have no webcal:// handler). */
export function googleCalendarUrl(url: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(url))}`;
}
