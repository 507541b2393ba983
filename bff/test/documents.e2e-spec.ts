// Documents: the shipped Illinois HR library, validation, category rules, sanitization, invoice
// totals and the generated financial statement, on a real PostgreSQL.
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { Documents1767600000000 } from '../src/database/migrations/1767600000000-Documents';
import { IllinoisHrDocuments1767600001000 } from '../src/database/migrations/1767600001000-IllinoisHrDocuments';
import { ILLINOIS_HR_DOCUMENTS } from '../src/database/migrations/1767600001000-IllinoisHrDocuments.data';
import { DocumentTranslations1769740000000 } from '../src/database/migrations/1769740000000-DocumentTranslations';
import { ILLINOIS_HR_DOCUMENTS_ES } from '../src/database/migrations/1769740000000-DocumentTranslations.data';
import { sanitizeDocumentHtml } from '../src/documents/document-html';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let otherAdmin: Person;
let client: Person;

const documentCount = async (): Promise<number> => (await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM documents'))[0].n;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  otherAdmin = await registerAs(target, 'admin');
  client = await registerAs(target, 'client');
});

afterAll(async () => target?.close());

describe('the Illinois HR library', () => {
  it('ships with every fresh database (no demo seed), notices first', async () => {
    const response = await admin.agent.get('/api/documents?category=hr');
    expect(response.status).toBe(200);
    const documents = response.body as Array<Record<string, any>>;
    expect(documents).toHaveLength(ILLINOIS_HR_DOCUMENTS.length);
    const types = documents.map((document) => document.documentType);
    expect(new Set(types)).toEqual(new Set(['notice', 'policy', 'form']));
    expect(types.indexOf('policy')).toBeGreaterThan(types.lastIndexOf('notice'));
    expect(types.indexOf('form')).toBeGreaterThan(types.lastIndexOf('policy'));
    for (const document of documents) {
      expect(document).toMatchObject({ category: 'hr', content: expect.stringContaining('<'), updatedAt: expect.any(String) });
      expect(document.description.length).toBeGreaterThan(20);
      if (document.documentType === 'notice' && !document.title.startsWith('Posting Checklist')) {
        expect(document.content).toMatch(/The official poster is published by the <strong>[^<]+<\/strong>/);
      }
    }
  });

  it('states the facts gathered in shared/data/illinois-hr-notices.md', async () => {
    const documents = (await admin.agent.get('/api/documents?category=hr')).body as Array<{ title: string; content: string }>;
    const content = (title: string) => documents.find((document) => document.title === title)?.content ?? '';
    expect(content('Your Rights Under Illinois Employment Laws')).toContain('$15.00 an hour from 1 January 2025');
    expect(content('Your Rights Under Illinois Employment Laws')).toContain('4 or more employees');
    expect(content('Paid Leave for All Workers Act')).toMatch(/1 hour of paid leave for every 40 hours worked<\/strong>, up to <strong>40 hours a year/);
    expect(content('Paid Leave for All Workers Act')).toContain('Illinois Department of Labor (IDOL)');
    expect(content("Victims' Economic Security and Safety Act (VESSA)")).toContain('4, 8 or 12 weeks a year');
    expect(content('Equal Pay Act')).toContain('15 or more employees');
    expect(content("Workers' Compensation Act Notice")).toContain("Illinois Workers' Compensation Commission (IWCC)");
    expect(content('Unemployment Insurance Benefits Notice')).toContain('Illinois Department of Employment Security (IDES)');
    expect(content('Pregnancy Rights Notice')).toContain('Illinois Department of Human Rights (IDHR)');
    expect(content('Illinois Service Member Employment and Reemployment Rights Act (ISERRA)')).toContain('Office of the Illinois Attorney General');
    expect(content('Smoke-Free Illinois Act')).toContain('Illinois Department of Public Health (IDPH)');
    expect(content('Employee Classification Act (Construction)')).toContain('English, Spanish and Polish');
    expect(content('One Day Rest in Seven Act')).toMatch(
      /24 consecutive hours of rest in each workweek[\s\S]*7.5 hours or more[\s\S]*20 minutes[\s\S]*5 hours/,
    );
    expect(content('Prevailing Wage Act (Public Works)')).toContain('at least 3 years');
    expect(content('Sexual Harassment Prevention Policy')).toMatch(/every employee must complete sexual harassment prevention training every year/);
    expect(content('Time-Off Request Form')).toContain('<table>');
    expect(content('Incident Report Form')).toContain('<table>');
  });
});

describe('the Illinois HR library in Spanish', () => {
  type Listed = { id: string; title: string; description: string; content: string; documentType: string; language: string; updatedAt: string };
  const list = async (query: string) => (await admin.agent.get(`/api/documents?category=hr${query}`)).body as Listed[];

  it('has a Spanish version of every shipped document, in the English order, stored as the server stores HTML', async () => {
    expect(ILLINOIS_HR_DOCUMENTS_ES.map((version) => version.englishTitle)).toEqual(ILLINOIS_HR_DOCUMENTS.map((document) => document.title));
    for (const version of ILLINOIS_HR_DOCUMENTS_ES) expect(sanitizeDocumentHtml(version.html)).toBe(version.html);

    const english = await list('');
    const spanish = await list('&language=es');
    // The same documents, the types in the same order, by Spanish title within a type.
    expect(new Set(spanish.map((document) => document.id))).toEqual(new Set(english.map((document) => document.id)));
    expect(spanish.map((document) => document.documentType)).toEqual(english.map((document) => document.documentType));
    const notices = spanish.filter((document) => document.documentType === 'notice').map((document) => document.title);
    expect(notices).toEqual([...notices].sort((a, b) => a.localeCompare(b, 'es')));
    expect(notices[0]).toBe('Aviso de la Ley de Compensación para Trabajadores');
    english.forEach((original) => {
      const version = spanish.find((document) => document.id === original.id)!;
      expect(original.language).toBe('en');
      expect(version).toMatchObject({ language: 'es', documentType: original.documentType });
      expect(version.title).not.toBe(original.title);
      expect(version.description).not.toBe(original.description);
      expect(version.content).toContain('Traducción de Groundwork');
      if (original.documentType === 'notice' && !original.title.startsWith('Posting Checklist')) {
        expect(version.content).toMatch(/El cartel oficial lo publica (el|la) <strong>[^<]+<\/strong>/);
      }
    });
  });

  it('keeps the facts of the English texts', async () => {
    const spanish = await list('&language=es');
    const content = (title: string) => spanish.find((document) => document.title === title)?.content ?? '';
    expect(content('Sus derechos según las leyes laborales de Illinois')).toContain('$15.00 por hora desde el 1 de enero de 2025');
    expect(content('Sus derechos según las leyes laborales de Illinois')).toContain('4 o más empleados');
    expect(content('Ley de Licencia Pagada para Todos los Trabajadores')).toMatch(
      /1 hora de licencia pagada por cada 40 horas trabajadas<\/strong>, hasta <strong>40 horas al año/,
    );
    expect(content('Ley de Seguridad Económica y Protección de las Víctimas (VESSA)')).toContain('4, 8 o 12 semanas al año');
    expect(content('Ley de Igualdad Salarial')).toContain('15 o más empleados');
    expect(content('Aviso de la Ley de Compensación para Trabajadores')).toContain('Comisión de Compensación para Trabajadores de Illinois (IWCC)');
    expect(content('Ley de Un Día de Descanso de Cada Siete')).toMatch(
      /24 horas seguidas de descanso en cada semana laboral[\s\S]*7.5 horas o más[\s\S]*20 minutos[\s\S]*5 horas/,
    );
    expect(content('Ley de Salario Prevaleciente (obras públicas)')).toContain('al menos 3 años');
    // Illinois requires this notice in English, Spanish and Polish: the Spanish version says where the Polish one comes from.
    expect(content('Ley de Clasificación de Empleados (construcción)')).toMatch(
      /inglés, español y polaco[\s\S]*para el polaco, coloque la versión oficial del IDOL/,
    );
    // Where we know of no Spanish edition of the official poster, the text says so instead of guessing.
    expect(content('Ley de Illinois Libre de Humo')).toContain('No conocemos una versión oficial en español');
  });

  it('answers a financial list only in its original', async () => {
    const response = await admin.agent.get('/api/documents?category=financial&language=es');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only HR documents have a Spanish version');
    expect((await admin.agent.get('/api/documents?category=financial&language=en')).status).toBe(200);
  });

  it.each(['fr', '', 'ES', 'en,es'])('?language=%s is a 400', async (language) => {
    const response = await admin.agent.get(`/api/documents?category=hr&language=${language}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('language must be one of en, es');
  });
});

describe('listing', () => {
  it.each(['', '?category=', '?category=legal', '?category=HR', '?category=hr&category=financial'])('GET /api/documents%s is a 400', async (query) => {
    const response = await admin.agent.get(`/api/documents${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('category must be hr or financial');
  });
});

describe('creating', () => {
  const financial = { category: 'financial', title: 'Payroll Week 47', documentType: 'payroll' };

  it.each([
    [{ ...financial, title: undefined }, 'Title is required'],
    [{ ...financial, title: '   ' }, 'Title is required'],
    [{ ...financial, title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ ...financial, documentType: undefined }, 'Document type is required'],
    [{ ...financial, documentType: '' }, 'Document type is required'],
    [{ ...financial, documentType: 'policy' }, 'Document type must be one of payroll, expense_report, invoice_report, financial_statement, tax_document'],
    [{ ...financial, category: 'hr', content: '<p>x</p>', documentType: 'payroll' }, 'Document type must be one of policy, form, notice, other'],
    [{ ...financial, category: undefined }, 'category must be hr or financial'],
    [{ ...financial, fileUrl: 'javascript:alert(1)' }, 'File URL must be a web address starting with http:// or https://'],
    [{ ...financial, fileUrl: 'ftp://files.example.com/a.pdf' }, 'File URL must be a web address starting with http:// or https://'],
    [{ ...financial, content: 'not an object' }, 'Content must be a JSON object'],
    [{ ...financial, content: [1, 2] }, 'Content must be a JSON object'],
    [{ ...financial, metadata: 'x' }, 'Metadata must be a JSON object'],
    [
      { ...financial, documentType: 'financial_statement', content: { summary: { revenue: '1.00' } } },
      'A financial statement is generated from the invoices: send no content',
    ],
    // A look-alike of the generated report, under another type, would print as one.
    [
      { ...financial, documentType: 'expense_report', content: { summary: { invoiceCount: '<meta http-equiv="refresh" content="0">' }, details: [] } },
      'Only a generated financial statement may hold a summary and invoice details',
    ],
    [{ category: 'hr', title: 'Policy', documentType: 'policy' }, 'Content is required'],
    [{ category: 'hr', title: 'Policy', documentType: 'policy', content: '<script>alert(1)</script>' }, 'Content is required'],
    [{ category: 'hr', title: 'Policy', documentType: 'policy', content: { html: '<p>x</p>' } }, 'Content must be HTML text'],
  ])('%j -> 400 %s, nothing stored', async (body, message) => {
    const before = await documentCount();
    const response = await admin.agent.post('/api/documents').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await documentCount()).toBe(before);
  });

  it('stores a financial document (optional fields empty) and lists it first', async () => {
    const created = await admin.agent.post('/api/documents').send({ ...financial, description: '  ', fileUrl: '' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...financial, description: null, fileUrl: null, content: null, metadata: null });
    const withExtras = await admin.agent.post('/api/documents').send({
      category: 'financial',
      title: 'Q3 Expenses',
      documentType: 'expense_report',
      description: 'Fuel and dumpsters',
      fileUrl: 'https://files.example.com/q3.pdf',
      content: { fuel: '1200.50' },
      metadata: { quarter: 3 },
    });
    expect(withExtras.status).toBe(201);
    const list = (await admin.agent.get('/api/documents?category=financial')).body as Array<{ id: string }>;
    expect(list.map((document) => document.id).slice(0, 2)).toEqual([withExtras.body.id, created.body.id]);
    expect(list[0]).toMatchObject({
      content: { fuel: '1200.50' },
      metadata: { quarter: 3 },
      fileUrl: 'https://files.example.com/q3.pdf',
      description: 'Fuel and dumpsters',
    });
  });

  it('tells the other admins, so their open pages refresh', async () => {
    await admin.agent.post('/api/documents').send({ ...financial, title: 'Tax 1099 batch', documentType: 'tax_document' });
    const notes = (await otherAdmin.agent.get('/api/notifications')).body as Array<{ title: string; message: string }>;
    expect(notes[0]).toMatchObject({ title: 'Document Created', message: expect.stringContaining('"Tax 1099 batch"') });
    const mine = (await admin.agent.get('/api/notifications')).body as Array<{ title: string }>;
    expect(mine.filter((note) => note.title === 'Document Created')).toHaveLength(0);
  });
});

describe('sanitizing HR documents', () => {
  const hostile =
    '<h2>Ladder safety</h2><p onclick="alert(1)">Three points of contact.</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="https://osha.gov">OSHA</a><style>p{}</style><iframe src="https://evil.example"></iframe>';

  function expectHarmless(html: string): void {
    expect(html).not.toMatch(/onerror|onclick|<script|alert\(|javascript:|<img|<style|<iframe/i);
    expect(html).toContain('<h2>Ladder safety</h2>');
    expect(html).toContain('<p>Three points of contact.</p>');
    expect(html).toContain('<a href="https://osha.gov" target="_blank" rel="noopener noreferrer">OSHA</a>');
  }

  it('stores only the harmless HTML on create and on edit', async () => {
    const created = await admin.agent
      .post('/api/documents')
      .send({ category: 'hr', title: 'Ladder Safety Policy', documentType: 'policy', description: 'Ladders', content: hostile });
    expect(created.status).toBe(201);
    expectHarmless(created.body.content);
    const [stored] = await sql<{ content_html: string }>(databaseUrl, 'SELECT content_html FROM documents WHERE id = $1', [created.body.id]);
    expectHarmless(stored.content_html);

    await sql(databaseUrl, `UPDATE documents SET content_html = '<p>old</p>' WHERE id = $1`, [created.body.id]);
    const edited = await admin.agent.patch(`/api/documents/${created.body.id}`).send({ content: `<p>2026 update</p>${hostile}` });
    expect(edited.status).toBe(200);
    expectHarmless(edited.body.content);
    expect(edited.body.content).toContain('<p>2026 update</p>');
  });
});

describe('editing HR documents', () => {
  let id: string;

  beforeAll(async () => {
    id = (await admin.agent.post('/api/documents').send({ category: 'hr', title: 'Draft', documentType: 'other', content: '<p>Draft</p>' })).body.id;
  });

  it('changes only the fields sent and moves Updated', async () => {
    const [before] = await sql<{ updated_at: Date }>(databaseUrl, 'SELECT updated_at FROM documents WHERE id = $1', [id]);
    const response = await admin.agent
      .patch(`/api/documents/${id}`)
      .send({ title: 'Cold Weather Work Policy', documentType: 'policy', description: 'Heat breaks and layers' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Cold Weather Work Policy',
      documentType: 'policy',
      description: 'Heat breaks and layers',
      content: '<p>Draft</p>',
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    const cleared = await admin.agent.patch(`/api/documents/${id}`).send({ description: '' });
    expect(cleared.body.description).toBeNull();
  });

  it.each([
    [{}, 'Nothing to update: send title, documentType, description or content'],
    [{ title: '' }, 'Title is required'],
    [{ title: null }, 'Title is required'],
    [{ documentType: 'payroll' }, 'Document type must be one of policy, form, notice, other'],
    [{ documentType: null }, 'Document type must be one of policy, form, notice, other'],
    [{ content: null }, 'Content is required'],
    [{ description: null }, 'Description must be text'],
    [{ content: '<script>x</script>' }, 'Content is required'],
    [{ content: { a: 1 } }, 'Content must be HTML text'],
    [{ category: 'financial' }, 'Unexpected field: category'],
  ])('%j -> 400 %s', async (body, message) => {
    const [before] = await sql(databaseUrl, 'SELECT * FROM documents WHERE id = $1', [id]);
    const response = await admin.agent.patch(`/api/documents/${id}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await sql(databaseUrl, 'SELECT * FROM documents WHERE id = $1', [id]))[0]).toEqual(before);
  });

  it('refuses to edit a financial document', async () => {
    const financial = await admin.agent.post('/api/documents').send({ category: 'financial', title: 'Payroll', documentType: 'payroll' });
    const response = await admin.agent.patch(`/api/documents/${financial.body.id}`).send({ title: 'Changed' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only HR documents can be edited');
  });
});

describe('editing the Spanish version', () => {
  let id: string;
  const read = async (language: 'en' | 'es') =>
    ((await admin.agent.get(`/api/documents?category=hr&language=${language}`)).body as Array<Record<string, any>>).find((document) => document.id === id)!;

  beforeAll(async () => {
    id = (
      await admin.agent
        .post('/api/documents')
        .send({ category: 'hr', title: 'Ladder Use Policy', documentType: 'policy', description: 'Three points', content: '<p>Three points of contact.</p>' })
    ).body.id;
  });

  it('shows the English original, marked as such, until a Spanish version is written', async () => {
    expect(await read('es')).toMatchObject({ title: 'Ladder Use Policy', language: 'en', content: '<p>Three points of contact.</p>' });
  });

  it('needs a title and content to write the first Spanish version; nothing is stored otherwise', async () => {
    for (const body of [{ title: 'Política de escaleras' }, { content: '<p>Tres puntos de apoyo.</p>' }, { description: 'Tres puntos' }]) {
      const response = await admin.agent.patch(`/api/documents/${id}?language=es`).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This document has no Spanish version yet: send its title and content');
    }
    expect(await sql(databaseUrl, 'SELECT * FROM document_translations WHERE document_id = $1', [id])).toEqual([]);
  });

  it('writes the Spanish version sanitized, leaving the English original as it was', async () => {
    const [before] = await sql(databaseUrl, 'SELECT * FROM documents WHERE id = $1', [id]);
    const written = await admin.agent
      .patch(`/api/documents/${id}?language=es`)
      .send({ title: 'Política de uso de escaleras', content: '<p onclick="x()">Tres puntos de apoyo.</p><script>alert(1)</script>' });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      id,
      language: 'es',
      title: 'Política de uso de escaleras',
      description: null,
      content: '<p>Tres puntos de apoyo.</p>',
      documentType: 'policy',
    });
    expect((await sql(databaseUrl, 'SELECT * FROM documents WHERE id = $1', [id]))[0]).toEqual(before);
    expect(await read('en')).toMatchObject({ title: 'Ladder Use Policy', language: 'en', description: 'Three points' });
    expect(await read('es')).toMatchObject({ title: 'Política de uso de escaleras', language: 'es' });
  });

  it('then changes only the fields sent, and its own Updated date', async () => {
    const englishBefore = await read('en');
    const spanishBefore = await read('es');
    const response = await admin.agent.patch(`/api/documents/${id}?language=es`).send({ description: 'Tres puntos de apoyo siempre' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Política de uso de escaleras',
      description: 'Tres puntos de apoyo siempre',
      content: '<p>Tres puntos de apoyo.</p>',
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(new Date(spanishBefore.updatedAt).getTime());
    expect(await read('en')).toEqual(englishBefore);
    const cleared = await admin.agent.patch(`/api/documents/${id}?language=es`).send({ description: '' });
    expect(cleared.body.description).toBeNull();
  });

  it('changes the type of the document, shared by both versions', async () => {
    const response = await admin.agent.patch(`/api/documents/${id}?language=es`).send({ documentType: 'form' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ documentType: 'form', language: 'es' });
    expect((await read('en')).documentType).toBe('form');
  });

  it('editing with ?language=en is editing the original', async () => {
    const response = await admin.agent.patch(`/api/documents/${id}?language=en`).send({ title: 'Ladder Policy' });
    expect(response.body).toMatchObject({ title: 'Ladder Policy', language: 'en' });
    expect((await read('es')).title).toBe('Política de uso de escaleras');
  });

  it('tells the other admins which version changed', async () => {
    await admin.agent.patch(`/api/documents/${id}?language=es`).send({ title: 'Política de escaleras' });
    const notes = (await otherAdmin.agent.get('/api/notifications')).body as Array<{ title: string; message: string }>;
    expect(notes[0]).toMatchObject({ title: 'Document Updated', message: expect.stringContaining('the Spanish version of "Política de escaleras"') });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ content: '<script>x</script>' }, 'Content is required'],
    [{ content: null }, 'Content is required'],
    [{ language: 'es', title: 'x' }, 'Unexpected field: language'],
  ])('%j -> 400 %s, nothing changed', async (body, message) => {
    const [before] = await sql(databaseUrl, 'SELECT * FROM document_translations WHERE document_id = $1', [id]);
    const response = await admin.agent.patch(`/api/documents/${id}?language=es`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await sql(databaseUrl, 'SELECT * FROM document_translations WHERE document_id = $1', [id]))[0]).toEqual(before);
  });

  it('refuses an unknown language, and a Spanish version of a financial document', async () => {
    const unknown = await admin.agent.patch(`/api/documents/${id}?language=pl`).send({ title: 'Polityka' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('language must be one of en, es');
    const financial = await admin.agent.post('/api/documents').send({ category: 'financial', title: 'Payroll', documentType: 'payroll' });
    const response = await admin.agent.patch(`/api/documents/${financial.body.id}?language=es`).send({ title: 'Nómina', content: '<p>x</p>' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only HR documents can be edited');
  });

  it('goes with its document when the document is deleted', async () => {
    expect((await admin.agent.delete(`/api/documents/${id}`)).status).toBe(204);
    expect(await sql(databaseUrl, 'SELECT * FROM document_translations WHERE document_id = $1', [id])).toEqual([]);
  });
});

describe('invoice totals and the generated financial statement', () => {
  beforeAll(async () => {
    await sql(databaseUrl, 'DELETE FROM invoices');
    const rows: Array<[string, string, string, string]> = [
      ['INV-T-1', '2026-01-01', '100.10', 'paid'],
      ['INV-T-2', '2026-01-02', '0.20', 'unpaid'],
      ['INV-T-3', '2026-01-03', '0.10', 'unpaid'],
      ['INV-T-4', '2026-01-04', '50.00', 'void'],
    ];
    for (const [number, dueDate, amount, status] of rows) {
      await sql(
        databaseUrl,
        `INSERT INTO invoices (invoice_number, client_id, description, due_date, amount, status, paid_at)
         VALUES ($1, $2, 'Work', $3, $4, $5::invoice_status, CASE WHEN $5::text = 'paid' THEN now() END)`,
        [number, client.user.id, dueDate, amount, status],
      );
    }
  });

  it('sums revenue, paid and pending exactly, void invoices excluded', async () => {
    const response = await admin.agent.get('/api/documents/financial-totals');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ revenue: '100.40', paid: '100.10', pending: '0.30', invoiceCount: 3 });
  });

  it('computes the statement on the server from the invoices of that moment', async () => {
    const started = Date.now();
    const response = await admin.agent.post('/api/documents').send({
      category: 'financial',
      title: 'Financial Report - Jan 15, 2026',
      description: 'Automatically generated financial summary report',
      documentType: 'financial_statement',
    });
    expect(response.status).toBe(201);
    const content = response.body.content as Record<string, any>;
    expect(new Date(content.generatedAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(content.summary).toEqual({ revenue: '100.40', paid: '100.10', pending: '0.30', invoiceCount: 3 });
    expect(content.details).toEqual([
      { invoiceNumber: 'INV-T-1', client: 'Client Tester', description: 'Work', dueDate: '2026-01-01', amount: '100.10', status: 'paid' },
      { invoiceNumber: 'INV-T-2', client: 'Client Tester', description: 'Work', dueDate: '2026-01-02', amount: '0.20', status: 'unpaid' },
      { invoiceNumber: 'INV-T-3', client: 'Client Tester', description: 'Work', dueDate: '2026-01-03', amount: '0.10', status: 'unpaid' },
    ]);
    const [stored] = await sql<{ content_json: unknown }>(databaseUrl, 'SELECT content_json FROM documents WHERE id = $1', [response.body.id]);
    expect(stored.content_json).toEqual(content);
  });

  it('reads a statement in its reader’s language: labels from the catalog, money and dates by Intl for it', async () => {
    const created = await admin.agent.post('/api/documents').send({ category: 'financial', title: 'Report', documentType: 'financial_statement' });
    const english = await admin.agent.get(`/api/documents/${created.body.id}/report`);
    expect(english.status).toBe(200);
    expect(english.body).toMatchObject({ language: 'en', title: 'Financial Report' });
    expect(english.body.html).toContain('<tr><th scope="row">Total Revenue</th><td class="amount">$100.40</td></tr>');
    expect(english.body.html).toContain(
      '<tr><td>INV-T-1</td><td>Client Tester</td><td>Work</td><td>Jan 1, 2026</td><td>Paid</td><td class="amount">$100.10</td></tr>',
    );
    expect(english.body.html).toContain('<td>Pending</td><td class="amount">$0.20</td>');

    await admin.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    try {
      const spanish = await admin.agent.get(`/api/documents/${created.body.id}/report`);
      expect(spanish.body).toMatchObject({ language: 'es', title: 'Informe financiero' });
      const dollars = (amount: number) => new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(amount);
      const day = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date('2026-01-01T00:00:00Z'),
      );
      expect(spanish.body.html).toContain(`<tr><th scope="row">Ingresos totales</th><td class="amount">${dollars(100.4)}</td></tr>`);
      expect(spanish.body.html).toContain(
        `<tr><td>INV-T-1</td><td>Client Tester</td><td>Work</td><td>${day}</td><td>Pagada</td><td class="amount">${dollars(100.1)}</td></tr>`,
      );
      expect(spanish.body.html).toContain('<th>Factura</th><th>Cliente</th><th>Descripción</th><th>Vence</th><th>Estado</th>');
      expect(spanish.body.html).not.toMatch(/Total Revenue|Pending|Invoice</);
      const other = await admin.agent.post('/api/documents').send({ category: 'financial', title: 'Payroll', documentType: 'payroll' });
      expect((await admin.agent.get(`/api/documents/${other.body.id}/report`)).body).toEqual({
        statusCode: 404,
        message: 'Este documento no es un estado financiero generado',
        error: 'Not Found',
      });
    } finally {
      await admin.agent.patch('/api/auth/user').send({ language: 'en' }).expect(200);
    }
    expect((await admin.agent.get(`/api/documents/${NO_SUCH_ID}/report`)).body.message).toBe('Document not found');
  });
});

describe('deleting', () => {
  it('removes the document; a second delete is a 404', async () => {
    const created = await admin.agent.post('/api/documents').send({ category: 'financial', title: 'To delete', documentType: 'invoice_report' });
    const deleted = await admin.agent.delete(`/api/documents/${created.body.id}`);
    expect(deleted.status).toBe(204);
    const list = (await admin.agent.get('/api/documents?category=financial')).body as Array<{ id: string }>;
    expect(list.map((document) => document.id)).not.toContain(created.body.id);
    const again = await admin.agent.delete(`/api/documents/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Document not found');
  });
});

describe('the database guarantees', () => {
  it.each([
    [`INSERT INTO documents (category, title, document_type, content_html) VALUES ('hr', 'x', 'payroll', '<p>x</p>')`],
    [`INSERT INTO documents (category, title, document_type, content_json) VALUES ('financial', 'x', 'policy', NULL)`],
    [`INSERT INTO documents (category, title, document_type) VALUES ('hr', 'x', 'policy')`],
    [`INSERT INTO documents (category, title, document_type, content_html) VALUES ('financial', 'x', 'payroll', '<p>x</p>')`],
    [`INSERT INTO documents (category, title, document_type, content_json) VALUES ('financial', 'x', 'payroll', '[1]')`],
    [`INSERT INTO documents (category, title, document_type, content_json) VALUES ('financial', ' ', 'payroll', NULL)`],
  ])('refuses %s', async (statement) => {
    await expect(sql(databaseUrl, statement)).rejects.toThrow(/check constraint/);
  });

  it.each([
    [
      `INSERT INTO document_translations (document_id, language, title, content_html) SELECT id, 'pl', 'x', '<p>x</p>' FROM documents WHERE category = 'hr' LIMIT 1`,
      /check constraint/,
    ],
    [
      `WITH d AS (INSERT INTO documents (category, title, document_type, content_html) VALUES ('hr', 'x', 'policy', '<p>x</p>') RETURNING id)
       INSERT INTO document_translations (document_id, language, title, content_html) SELECT id, 'es', ' ', '<p>x</p>' FROM d`,
      /check constraint/,
    ],
    [
      `INSERT INTO document_translations (document_id, language, title, content_html) SELECT id, 'es', 'x', '<p>x</p>' FROM documents WHERE category = 'financial' LIMIT 1`,
      /foreign key constraint/,
    ],
  ])('refuses a version: %s', async (statement, error) => {
    await sql(databaseUrl, `INSERT INTO documents (category, title, document_type) VALUES ('financial', 'Guard', 'payroll')`);
    await expect(sql(databaseUrl, statement)).rejects.toThrow(error);
  });
});

describe('the documents migrations', () => {
  it('go down and up again cleanly', async () => {
    const url = await createTestDatabase();
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    const runner = dataSource.createQueryRunner();
    try {
      await dataSource.runMigrations();
      // Run by hand: later migrations of other domains may follow these.
      await new DocumentTranslations1769740000000().down(runner);
      expect((await runner.query(`SELECT to_regclass('document_translations') AS t`))[0]).toEqual({ t: null });
      await new IllinoisHrDocuments1767600001000().down(runner);
      expect((await runner.query(`SELECT count(*)::int AS n FROM documents`))[0].n).toBe(0);
      await new Documents1767600000000().down(runner);
      expect((await runner.query(`SELECT to_regclass('documents') AS t, to_regtype('document_category') AS c`))[0]).toEqual({ t: null, c: null });
      await new Documents1767600000000().up(runner);
      await new IllinoisHrDocuments1767600001000().up(runner);
      expect((await runner.query(`SELECT count(*)::int AS n FROM documents WHERE category = 'hr'`))[0].n).toBe(ILLINOIS_HR_DOCUMENTS.length);
      await new DocumentTranslations1769740000000().up(runner);
      expect((await runner.query(`SELECT count(*)::int AS n FROM document_translations WHERE language = 'es'`))[0].n).toBe(ILLINOIS_HR_DOCUMENTS_ES.length);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
  });
});
