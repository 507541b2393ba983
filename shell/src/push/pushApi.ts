// Web Push's API: the server's VAPID key, and the caller's devices with notifications on.
import { api } from '../sdk/api';
import type { ApiSchema } from '../sdk/types';

export type PushDevice = ApiSchema<'PushSubscriptionJson'>;
/** A browser's PushSubscription as its toJSON() gives it. */
export type PushSubscriptionBody = ApiSchema<'SubscribePushDto'>;

const DEVICES = { type: 'PushSubscription' as const, id: 'LIST' };

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVapidPublicKey: build.query<ApiSchema<'VapidPublicKeyJson'>, void>({ query: () => '/push/vapid-public-key' }),
    getPushDevices: build.query<PushDevice[], void>({ query: () => '/push/subscriptions', providesTags: [DEVICES] }),
    savePushSubscription: build.mutation<ApiSchema<'PushSubscriptionIdJson'>, PushSubscriptionBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
      invalidatesTags: [DEVICES],
    }),
    removePushDevice: build.mutation<void, string>({
      query: (id) => ({ url: `/push/subscriptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [DEVICES],
    }),
  }),
});

export const { useGetPushDevicesQuery, useLazyGetVapidPublicKeyQuery, useSavePushSubscriptionMutation, useRemovePushDeviceMutation } = pushApi;
