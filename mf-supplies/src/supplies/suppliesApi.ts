// mf_supplies' endpoints, injected into the one sdk api (never a store of its own).
import { api, type ApiSchema } from 'shell/sdk';

import type {
  NewSupplyOrder,
  OrderLineInput,
  OrderPaymentIntent,
  PriceComparison,
  SupplyOrder,
  SupplyOrderStats,
  VendorPrice,
  VendorPriceInput,
} from './types';

const ORDERS = { type: 'SupplyOrder' as const, id: 'LIST' };
const PRICES = { type: 'VendorPrice' as const, id: 'LIST' };

export const suppliesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupplyOrders: build.query<SupplyOrder[], void>({
      query: () => '/supply-orders',
      providesTags: (result = []) => [ORDERS, ...result.map(({ id }) => ({ type: 'SupplyOrder' as const, id }))],
    }),
    getSupplyOrderStats: build.query<SupplyOrderStats, void>({
      query: () => '/supply-orders/stats',
      providesTags: [ORDERS],
    }),
    getSupplyOrder: build.query<SupplyOrder, string>({
      query: (id) => `/supply-orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'SupplyOrder', id }],
    }),
    createSupplyOrder: build.mutation<SupplyOrder, NewSupplyOrder>({
      // The server computes the total from its price database, whatever is sent, and starts every
      // order pending.
      query: (order) => ({ url: '/supply-orders', method: 'POST', body: { ...order, status: 'pending', paymentStatus: 'pending' } }),
      invalidatesTags: [ORDERS],
    }),
    updateSupplyOrderStatus: build.mutation<SupplyOrder, { id: string } & ApiSchema<'UpdateSupplyOrderStatusDto'>>({
      query: ({ id, status }) => ({ url: `/supply-orders/${encodeURIComponent(id)}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, _error, { id }) => [ORDERS, { type: 'SupplyOrder', id }],
    }),
    comparePrices: build.mutation<PriceComparison, OrderLineInput[]>({
      query: (items) => ({ url: '/supply-orders/compare', method: 'POST', body: { items } }),
    }),
    getVendorPrices: build.query<VendorPrice[], void>({
      query: () => '/vendor-prices',
      providesTags: [PRICES],
    }),
    saveVendorPrice: build.mutation<VendorPrice, VendorPriceInput>({
      query: (price) => ({ url: '/vendor-prices', method: 'POST', body: price }),
      invalidatesTags: [PRICES],
    }),
    startOrderPayment: build.mutation<OrderPaymentIntent, string>({
      query: (id) => ({ url: `/supply-orders/${encodeURIComponent(id)}/payment-intent`, method: 'POST' }),
    }),
    confirmOrderPayment: build.mutation<SupplyOrder, { id: string } & ApiSchema<'ConfirmPaymentDto'>>({
      query: ({ id, paymentIntentId }) => ({ url: `/supply-orders/${encodeURIComponent(id)}/confirm-payment`, method: 'POST', body: { paymentIntentId } }),
      invalidatesTags: (_result, _error, { id }) => [ORDERS, { type: 'SupplyOrder', id }],
    }),
  }),
});

export const {
  useGetSupplyOrdersQuery,
  useGetSupplyOrderStatsQuery,
  useGetSupplyOrderQuery,
  useCreateSupplyOrderMutation,
  useUpdateSupplyOrderStatusMutation,
  useComparePricesMutation,
  useGetVendorPricesQuery,
  useSaveVendorPriceMutation,
  useStartOrderPaymentMutation,
  useConfirmOrderPaymentMutation,
} = suppliesApi;
