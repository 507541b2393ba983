// mf_documents' endpoints, injected into the one sdk api (never a store of its own).
import { api } from 'shell/sdk';

import {
  type DocumentCategory,
  type DocumentLanguage,
  type FinancialTotals,
  type GroundworkDocument,
  type HrDocumentChanges,
  type NewDocument,
  ORIGINAL_LANGUAGE,
} from './documentTypes';

const listTag = (category: DocumentCategory) => ({ type: 'Document' as const, id: `LIST-${category}` });

/** `?language=` for a version other than the English original (the original's URLs carry none). */
const languageParams = (language: DocumentLanguage = ORIGINAL_LANGUAGE) => (language === ORIGINAL_LANGUAGE ? {} : { language });

/** A category's documents, HR ones in `language` where they have that version. */
export interface DocumentListArgs {
  category: DocumentCategory;
  language?: DocumentLanguage;
}

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/documents?category=hr|financial, with &language=es for the Spanish versions. */
    getDocuments: build.query<GroundworkDocument[], DocumentListArgs>({
      query: ({ category, language }) => ({ url: '/documents', params: { category, ...languageParams(language) } }),
      // Both languages' lists of a category carry its LIST tag: an edit of either version refreshes both.
      providesTags: (result = [], _error, { category }) => [
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
    /** PATCH /api/documents/{id}: the English original, or with `language: 'es'` its Spanish version. */
    updateHrDocument: build.mutation<GroundworkDocument, { id: string; changes: HrDocumentChanges; language?: DocumentLanguage }>({
      query: ({ id, changes, language }) => ({ url: `/documents/${id}`, method: 'PATCH', body: changes, params: languageParams(language) }),
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
