// mf_documents' endpoints, injected into the one sdk api (never a store of its own).
import { api } from 'shell/sdk';

import type { DocumentCategory, FinancialTotals, GroundworkDocument, NewDocument, HrDocumentChanges } from './documentTypes';

const listTag = (category: DocumentCategory) => ({ type: 'Document' as const, id: `LIST-${category}` });

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/documents?category=hr|financial. */
    getDocuments: build.query<GroundworkDocument[], DocumentCategory>({
      query: (category) => ({ url: '/documents', params: { category } }),
      providesTags: (result = [], _error, category) => [
        { type: 'Document', id: 'LIST' },
        listTag(category),
        ...result.map(({ id }) => ({ type: 'Document' as const, id })),
      ],
    }),
    /** The three totals cards of Financial Documents, summed by the server over the invoices. */
    getFinancialTotals: build.query<FinancialTotals, void>({
      query: () => '/documents/financial-totals',
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Document', id: 'TOTALS' },
      ],
    }),
    createDocument: build.mutation<GroundworkDocument, NewDocument>({
      query: (body) => ({ url: '/documents', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [listTag(body.category)]),
    }),
    updateHrDocument: build.mutation<GroundworkDocument, { id: string; changes: HrDocumentChanges }>({
      query: ({ id, changes }) => ({ url: `/documents/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Document', id }, listTag('hr')]),
    }),
    deleteDocument: build.mutation<void, GroundworkDocument>({
      query: (document) => ({ url: `/documents/${document.id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, document) => (error ? [] : [{ type: 'Document', id: document.id }, listTag(document.category)]),
    }),
  }),
});

export const { useGetDocumentsQuery, useGetFinancialTotalsQuery, useCreateDocumentMutation, useUpdateHrDocumentMutation, useDeleteDocumentMutation } =
  documentsApi;
