// The admin's invoices (a section of /financial-documents): every client's invoices, creating one,
// marking one paid by hand or voiding it. Injected into the one sdk api.
import { api, type Invoice } from 'shell/sdk';

export interface NewInvoice {
  clientId: string;
  jobSiteId?: string;
  description: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** Decimal string, e.g. '1250.00'. */
  amount: string;
}

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
    updateInvoiceStatus: build.mutation<Invoice, { id: string; status: 'paid' | 'void' }>({
      query: ({ id, status }) => ({ url: `/invoices/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Invoice'],
    }),
  }),
});

export const { useGetAdminInvoicesQuery, useCreateInvoiceMutation, useUpdateInvoiceStatusMutation } = invoicesAdminApi;
