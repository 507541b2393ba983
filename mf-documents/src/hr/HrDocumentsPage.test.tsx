import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import HrDocumentsPage from './HrDocumentsPage';

const admin = { id: 'a1', firstName: 'Maria', lastName: 'Kowalski', email: 'a@x.com', phoneNumber: '1', role: 'admin', profileImageUrl: null };
const hrDocument = (id: string, title: string, documentType: string, updatedAt: string | null = '2026-01-05T12:00:00.000Z') => ({
  id,
  category: 'hr',
  title,
  description: `About ${title}`,
  documentType,
  content: `<h3>${title}</h3><p>Employees earn <strong>1 hour</strong> per 40 hours worked.</p>`,
  fileUrl: null,
  metadata: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt,
  language: 'en',
});
const spanishVersion = (id: string, title: string, documentType: string) => ({
  ...hrDocument(id, title, documentType, '2026-02-07T12:00:00.000Z'),
  description: `Sobre ${title}`,
  content: `<h3>${title}</h3><p>Los empleados acumulan <strong>1 hora</strong> por cada 40 horas trabajadas.</p>`,
  language: 'es',
});

/** GET /api/documents answered per language: the Spanish list falls back to the original where no version exists. */
function bothLanguages(english: ReturnType<typeof hrDocument>[], spanish: Record<string, ReturnType<typeof spanishVersion>>) {
  return (_init: RequestInit | undefined, query: URLSearchParams) => ({
    body: query.get('language') === 'es' ? english.map((document) => spanish[document.id] ?? document) : english,
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/hr-documents" element={<HrDocumentsPage />} />
      <Route path="/" element={<p>Dashboard home</p>} />
    </Routes>,
    { route: '/hr-documents' },
  );
}

// antd dialogs are slow in jsdom on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

describe('HrDocumentsPage', () => {
  it('lists the documents with their badges, Updated dates and actions, and views one in the dialog', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/config': { body: { companyName: 'Prairie Co.' } },
      'GET /api/documents': {
        body: [
          hrDocument('n1', 'Paid Leave for All Workers Act', 'notice'),
          hrDocument('p1', 'Job Site Safety and PPE Policy', 'policy', null),
          hrDocument('f1', 'Incident Report Form', 'form'),
          hrDocument('o1', 'Holiday Calendar', 'other'),
        ],
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Illinois HR Documents' })).toBeInTheDocument();
    expect(screen.getByText('Legal Compliance Notice')).toBeInTheDocument();
    expect(screen.getByText(/posted conspicuously at each job site/)).toBeInTheDocument();

    const notice = await screen.findByRole('article', { name: 'Paid Leave for All Workers Act' });
    expect(within(notice).getByText('Notice')).toHaveClass('ant-tag-gold');
    expect(within(notice).getByText('Updated: Jan 5, 2026')).toBeInTheDocument();
    expect(within(notice).getByText('About Paid Leave for All Workers Act')).toBeInTheDocument();
    const policy = screen.getByRole('article', { name: 'Job Site Safety and PPE Policy' });
    expect(within(policy).getByText('Policy')).toHaveClass('ant-tag-blue');
    expect(within(policy).getByText('Updated: N/A')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Incident Report Form' })).getByText('Form')).toHaveClass('ant-tag-green');
    expect(within(screen.getByRole('article', { name: 'Holiday Calendar' })).getByText('Other')).not.toHaveClass('ant-tag-blue');
    expect(fetchMock).toHaveBeenCalledWith('/api/documents?category=hr', expect.objectContaining({ credentials: 'include' }));

    fireEvent.click(within(notice).getByRole('button', { name: 'Paid Leave for All Workers Act' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Paid Leave for All Workers Act', level: 3 })).toBeInTheDocument();
    expect(within(dialog).getByText('1 hour').tagName).toBe('STRONG');
  });

  it('downloads the styled page named from the title', async () => {
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/config': { body: { companyName: 'Prairie Co.' } },
      'GET /api/documents': { body: [hrDocument('n1', "Workers' Compensation Act Notice", 'notice')] },
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:doc';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Download Workers' Compensation Act Notice" }));
    expect(names).toEqual(['workers__compensation_act_notice.html']);
    const html = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(blobs[0].type).toBe('text/html');
    expect(html).toContain('<h1>Workers&#39; Compensation Act Notice</h1>');
    expect(html).toContain('<strong>1 hour</strong>');
    expect(html).toMatch(/<footer><span>(Prairie Co\.|Groundwork)<\/span><span>Printed /);
    click.mockRestore();
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /api/auth/user': { body: admin }, 'GET /api/documents': { body: [] } });
    renderPage();
    expect(await screen.findByText('No HR documents available')).toBeInTheDocument();
  });

  it('shows the failure of the list read', async () => {
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/documents': { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } },
    });
    renderPage();
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.queryByText('No HR documents available')).not.toBeInTheDocument();
  });

  it('edits a document and keeps the dialog open on a refusal', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /api/auth/user': { body: admin },
      'GET /api/documents': { body: [hrDocument('n1', 'Equal Pay Act', 'notice')] },
      'PATCH /api/documents/n1': (init) => {
        patches.push(JSON.parse(String(init?.body)));
        return patches.length === 1
          ? { status: 400, body: { statusCode: 400, message: 'Content is required', error: 'Bad Request' } }
          : { body: { ...hrDocument('n1', 'Equal Pay Act 2026', 'notice') } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Equal Pay Act' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HR Document' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Equal Pay Act');
    fireEvent.change(title, { target: { value: 'Equal Pay Act 2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    expect(await screen.findByText('Content is required', { selector: '.ant-notification *' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit HR Document' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit HR Document' })).not.toBeInTheDocument());
    expect(patches[1]).toEqual({
      title: 'Equal Pay Act 2026',
      documentType: 'notice',
      description: 'About Equal Pay Act',
      content: expect.stringContaining('<h3>Equal Pay Act</h3>'),
    });
    expect(await screen.findByText('Document Updated')).toBeInTheDocument();
  });

  describe('in English and Spanish', () => {
    const english = [hrDocument('n1', 'Equal Pay Act', 'notice'), hrDocument('p1', 'Ladder Policy', 'policy')];
    const spanish = { n1: spanishVersion('n1', 'Ley de Igualdad Salarial', 'notice') };

    it('shows the version picked, marks a document without its Spanish version, and views either version', async () => {
      const fetchMock = mockFetch({ 'GET /api/auth/user': { body: admin }, 'GET /api/documents': bothLanguages(english, spanish) });
      renderPage();
      expect(await screen.findByRole('article', { name: 'Equal Pay Act' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/api/documents?category=hr&language=es', expect.anything());

      fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Documents in' })).getByRole('radio', { name: 'Español' }));
      const notice = await screen.findByRole('article', { name: 'Ley de Igualdad Salarial' });
      expect(notice).toHaveAttribute('lang', 'es');
      expect(within(notice).getByText('Sobre Ley de Igualdad Salarial')).toBeInTheDocument();
      expect(within(notice).getByText('Updated: Feb 7, 2026')).toBeInTheDocument();
      const policy = screen.getByRole('article', { name: 'Ladder Policy' });
      expect(within(policy).getByText('No Spanish version yet')).toBeInTheDocument();
      expect(within(policy).queryByRole('button', { name: /in English and Spanish/ })).not.toBeInTheDocument();

      fireEvent.click(within(notice).getByRole('button', { name: 'View Ley de Igualdad Salarial' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('1 hora').tagName).toBe('STRONG');
      fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Version shown' })).getByRole('radio', { name: 'English' }));
      expect(await within(dialog).findByText('1 hour')).toBeInTheDocument();
      expect(within(dialog).queryByText('1 hora')).not.toBeInTheDocument();
    });

    it('edits the Spanish version, leaving the English one to its own edit', async () => {
      const patches: Array<{ url: string; body: unknown }> = [];
      const fetchMock = mockFetch({
        'GET /api/auth/user': { body: admin },
        'GET /api/documents': bothLanguages(english, spanish),
        'PATCH /api/documents/n1': (init) => {
          patches.push({ url: '', body: JSON.parse(String(init?.body)) });
          return { body: { ...spanish.n1, title: 'Ley de Igualdad Salarial 2026' } };
        },
      });
      renderPage();
      fireEvent.click(within(await screen.findByRole('radiogroup', { name: 'Documents in' })).getByRole('radio', { name: 'Español' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Ley de Igualdad Salarial' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit HR Document' });
      expect(within(dialog).getByText('Español')).toHaveAttribute('lang', 'es');
      const title = within(dialog).getByLabelText('Title');
      expect(title).toHaveValue('Ley de Igualdad Salarial');
      fireEvent.change(title, { target: { value: 'Ley de Igualdad Salarial 2026' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit HR Document' })).not.toBeInTheDocument());
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(String(patch?.[0])).toBe('/api/documents/n1?language=es');
      expect(patches[0].body).toEqual({
        title: 'Ley de Igualdad Salarial 2026',
        documentType: 'notice',
        description: 'Sobre Ley de Igualdad Salarial',
        content: expect.stringContaining('1 hora'),
      });
    });

    it('starts a Spanish version from the English text, to translate', async () => {
      mockFetch({ 'GET /api/auth/user': { body: admin }, 'GET /api/documents': bothLanguages(english, spanish) });
      renderPage();
      fireEvent.click(within(await screen.findByRole('radiogroup', { name: 'Documents in' })).getByRole('radio', { name: 'Español' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Ladder Policy' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit HR Document' });
      expect(within(dialog).getByText(/The English text is filled in for you to translate/)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Ladder Policy');
    });

    it('prints both versions on one page', async () => {
      mockFetch({
        'GET /api/auth/user': { body: admin },
        'GET /api/config': { body: { companyName: 'Prairie Co.' } },
        'GET /api/documents': bothLanguages(english, spanish),
      });
      const written: string[] = [];
      const fakeWindow = { document: { open: jest.fn(), write: (html: string) => written.push(html), close: jest.fn() }, print: jest.fn() };
      const open = jest.spyOn(window, 'open').mockReturnValue(fakeWindow as unknown as Window);
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Print Equal Pay Act in English and Spanish' }));
      const html = written.join('');
      expect(html).toMatch(/<article lang="en">\n<h1>Equal Pay Act<\/h1>[\s\S]*<article lang="es">\n<h1>Ley de Igualdad Salarial<\/h1>/);
      expect(html).toContain('<strong>1 hour</strong>');
      expect(html).toContain('<strong>1 hora</strong>');
      expect(html).toMatch(/<span>Printed [A-Z][a-z]{2} \d{1,2}, \d{4} · Impreso el \d{1,2} [a-z]{3}\.? \d{4}<\/span>/);
      open.mockRestore();
    });
  });

  it('sends non-admins to the dashboard', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/user': { body: { ...admin, role: 'worker' } } });
    renderPage();
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/documents'))).toBe(false);
  });
});
