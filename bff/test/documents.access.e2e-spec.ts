// The documents rows of the authorization matrix: /api/documents* is admin only, every method.
import { sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  hr: string;
  financial: string;
  statement: string;
}

const financialBody = { category: 'financial', title: 'Payroll', documentType: 'payroll' };

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/documents?category=hr', expect: only(['admin']) },
  { method: 'get', path: '/api/documents?category=hr&language=es', expect: only(['admin']) },
  { method: 'get', path: '/api/documents?category=financial', expect: only(['admin']) },
  { method: 'get', path: '/api/documents?category=financial&language=es', expect: only(['admin'], 400) },
  { method: 'get', path: '/api/documents', expect: only(['admin'], 400) },
  { method: 'get', path: '/api/documents/financial-totals', expect: only(['admin']) },
  { method: 'get', path: (ids) => `/api/documents/${ids.statement}/report`, expect: only(['admin']) },
  { method: 'get', path: (ids) => `/api/documents/${ids.financial}/report`, expect: only(['admin'], 404) },
  { method: 'get', path: '/api/documents/not-a-uuid/report', expect: only(['admin'], 400) },
  { method: 'post', path: '/api/documents', body: financialBody, expect: only(['admin'], 201) },
  { method: 'post', path: '/api/documents', body: { ...financialBody, documentType: 'financial_statement' }, expect: only(['admin'], 201) },
  {
    method: 'post',
    path: '/api/documents',
    body: { category: 'hr', title: 'Policy', documentType: 'policy', content: '<p>x</p>' },
    expect: only(['admin'], 201),
  },
  { method: 'patch', path: (ids) => `/api/documents/${ids.hr}`, body: { title: 'Edited' }, expect: only(['admin']) },
  { method: 'patch', path: (ids) => `/api/documents/${ids.hr}?language=es`, body: { title: 'Editado' }, expect: only(['admin']) },
  { method: 'patch', path: (ids) => `/api/documents/${ids.hr}?language=pl`, body: { title: 'Edited' }, expect: only(['admin'], 400) },
  { method: 'patch', path: `/api/documents/${NO_SUCH_ID}`, body: { title: 'Edited' }, expect: only(['admin'], 404) },
  { method: 'patch', path: `/api/documents/${NO_SUCH_ID}?language=es`, body: { title: 'Editado' }, expect: only(['admin'], 404) },
  { method: 'patch', path: '/api/documents/not-a-uuid', body: { title: 'Edited' }, expect: only(['admin'], 400) },
  { method: 'delete', path: `/api/documents/${NO_SUCH_ID}`, expect: only(['admin'], 404) },
  // Last: the admin's delete removes the row (the other roles are refused before it).
  { method: 'delete', path: (ids) => `/api/documents/${ids.financial}`, expect: only(['admin'], 204) },
];

describeAccessMatrix(ROWS, async ({ databaseUrl }) => {
  const [hr] = await sql<{ id: string }>(databaseUrl, `SELECT id FROM documents WHERE category = 'hr' LIMIT 1`);
  const [financial] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO documents (category, title, document_type) VALUES ('financial', 'Expenses', 'expense_report') RETURNING id`,
  );
  const [statement] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO documents (category, title, document_type, content_json)
     VALUES ('financial', 'Report', 'financial_statement', '{"generatedAt": "2026-01-15T12:00:00.000Z", "summary": {"revenue": "0.00", "paid": "0.00", "pending": "0.00", "invoiceCount": 0}, "details": []}')
     RETURNING id`,
  );
  return { hr: hr.id, financial: financial.id, statement: statement.id };
});
