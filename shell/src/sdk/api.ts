// The one RTK Query api of the whole app. Remotes add endpoints with api.injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';

import { apiBaseQuery } from './baseQuery';

export const TAG_TYPES = [
  'User',
  'Config',
  'Schedule',
  'TimeOff',
  'Availability',
  'Issue',
  'Notification',
  'PushSubscription',
  'Invoice',
  'Appointment',
  'JobSite',
  'SupplyOrder',
  'VendorPrice',
  'Message',
  'Inventory',
  'Break',
  'Document',
  'TimeEntry',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  // Data never goes stale on its own, no refetch on focus, reconnect or timer: what changes is
  // pushed over /ws, whose client invalidates the tags it names.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // ...nor when a page is left for a while: cached lists stay until a change invalidates them.
  keepUnusedDataFor: Infinity,
  endpoints: () => ({}),
});
