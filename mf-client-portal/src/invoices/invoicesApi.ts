// The client's invoices and card payments, injected into the one sdk api.
import { api, type ApiSchema, type Invoice, type InvoiceSummary } from 'shell/sdk';

export type PaymentIntentStarted = ApiSchema<'InvoicePaymentIntentJson'>;

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/invoices: a client gets only their own. */
    getMyInvoices: build.query<Invoice[], void>({
      query: () => '/invoices',
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    /** Outstanding balance and total paid, summed by the server. */
    getMyInvoiceSummary: build.query<InvoiceSummary, void>({
      query: () => '/invoices/summary',
      providesTags: [{ type: 'Invoice', id: 'SUMMARY' }],
    }),
    /** A PaymentIntent for the invoice's own amount (the server decides it). */
    createInvoicePaymentIntent: build.mutation<PaymentIntentStarted, string>({
      query: (invoiceId) => ({ url: `/invoices/${invoiceId}/payment-intent`, method: 'POST' }),
    }),
    /** The server checks the intent with Stripe before marking the invoice paid. */
    confirmInvoicePayment: build.mutation<Invoice, { invoiceId: string } & ApiSchema<'ConfirmPaymentDto'>>({
      query: ({ invoiceId, paymentIntentId }) => ({ url: `/invoices/${invoiceId}/confirm-payment`, method: 'POST', body: { paymentIntentId } }),
      invalidatesTags: ['Invoice'],
    }),
  }),
});

export const { useGetMyInvoicesQuery, useGetMyInvoiceSummaryQuery, useCreateInvoicePaymentIntentMutation, useConfirmInvoicePaymentMutation } = invoicesApi;
