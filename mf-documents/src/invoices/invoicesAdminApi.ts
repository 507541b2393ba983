// The admin's invoices (a section of /financial-documents): every client's invoices, creating one,
// marking one paid by hand or voiding it. Injected into the one sdk api.
import { api, type ApiSchema, type Invoice } from 'shell/sdk';

/** POST /api/invoices: the due date 'YYYY-MM-DD', the amount a decimal string ('1250.00'). */
export type NewInvoice = ApiSchema<'CreateInvoiceDto'>;

export const invoicesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminInvoices: build.query<Invoice[], void>({
      query: () => '/invoices',
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    // Invoice totals elsewhere (the financial cards) change too: the whole Invoice tag goes stale.
    createInvoice: build.mutation<Invoice, NewInvoice>({
      query: (body) => ({ url: '/invoices', method: 'POST', body }),
      invalidatesTags: ['Invoice'],
    }),
    updateInvoiceStatus: build.mutation<Invoice, { id: string } & ApiSchema<'UpdateInvoiceDto'>>({
      query: ({ id, status }) => ({ url: `/invoices/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Invoice'],
    }),
  }),
});

export const { useGetAdminInvoicesQuery, useCreateInvoiceMutation, useUpdateInvoiceStatusMutation } = invoicesAdminApi;
