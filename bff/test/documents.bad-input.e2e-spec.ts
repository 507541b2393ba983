// Malformed bodies to the documents endpoints: a 4xx with a message, never a 500, nothing changed.
import { sql } from './helpers';
import { BadInputEndpoint, BadQueryEndpoint, describeBadInput } from './support/bad-input';

interface Ids {
  hr: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  { method: 'post', path: () => '/api/documents', as: 'admin', fields: ['category', 'title', 'documentType', 'description', 'content', 'fileUrl', 'metadata'] },
  { method: 'patch', path: (ids) => `/api/documents/${ids.hr}`, as: 'admin', fields: ['title', 'documentType', 'description', 'content'] },
  { method: 'patch', path: (ids) => `/api/documents/${ids.hr}?language=es`, as: 'admin', fields: ['title', 'documentType', 'description', 'content'] },
];

const QUERIES: BadQueryEndpoint[] = [{ path: '/api/documents?category=hr&language=es', as: 'admin', required: ['category'], optional: ['language'] }];

describeBadInput(ENDPOINTS, {
  setup: async ({ databaseUrl }) => {
    const [hr] = await sql<{ id: string }>(databaseUrl, `SELECT id FROM documents WHERE category = 'hr' LIMIT 1`);
    return { hr: hr.id };
  },
  queries: QUERIES,
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(d ORDER BY d.id) FROM documents d) AS documents,
              (SELECT json_agg(t ORDER BY t.document_id, t.language) FROM document_translations t) AS translations,
              (SELECT count(*) FROM notifications) AS notifications`,
    ),
});
