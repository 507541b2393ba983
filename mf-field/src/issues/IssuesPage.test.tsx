import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import IssuesPage from './IssuesPage';

const me = { id: 'f1', firstName: 'Darnell', lastName: 'Washington', email: 'f@example.com', phoneNumber: '1', role: 'foreman', profileImageUrl: null };
const issue = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Issue ${id}`,
  description: 'Details',
  severity: 'high',
  status: 'open',
  jobSiteId: 's1',
  reportedById: 'w1',
  reportedBy: { id: 'w1', firstName: 'Luis', lastName: 'Hernandez' },
  jobSite: { id: 's1', name: 'Riverside', foremanId: 'f1' },
  createdAt: '2026-11-22T13:00:00.000Z',
  photos: [],
  ...overrides,
});

const photoFile = (name: string, bytes = 1000, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const photoJson = (issueId: string, id: string) => ({
  id,
  url: `/api/issues/${issueId}/photos/${id}`,
  thumbnailUrl: `/api/issues/${issueId}/photos/${id}/thumbnail`,
});

describe('IssuesPage photos', () => {
  beforeEach(() => {
    let made = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${++made}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('previews chosen photos with Remove, keeps the limits, then sends each after the report and shows a refusal', async () => {
    const sent: string[] = [];
    mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/issues': { body: [] },
      'GET /api/issues/count': { body: { count: 0 } },
      'POST /api/issues': { status: 201, body: issue('new', { title: 'Loose scaffold' }) },
      'POST /api/issues/new/photos': (init) => {
        const photo = (init?.body as FormData).get('photo') as File;
        sent.push(photo.name);
        if (photo.name === 'blurry.jpg')
          return { status: 400, body: { statusCode: 400, message: 'The file is not a photo the server can read.', error: 'Bad Request' } };
        return { status: 201, body: photoJson('new', `p${sent.length}`) };
      },
    });
    const { container } = renderWithProviders(<IssuesPage />);
    await screen.findByText('No issues reported yet');
    const gallery = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const camera = container.querySelector('input[type="file"][capture="environment"]') as HTMLInputElement;
    expect(gallery.accept).toBe('image/*');
    expect(screen.getByRole('group', { name: 'Photos (up to 5)' })).toBeInTheDocument();

    fireEvent.change(gallery, {
      target: { files: [photoFile('beam.jpg'), photoFile('notes.txt', 10, 'text/plain'), photoFile('huge.jpg', 16 * 1024 * 1024)] },
    });
    expect(await screen.findByText('notes.txt is not an image. huge.jpg is over 15 MB.')).toBeInTheDocument();
    fireEvent.change(camera, { target: { files: [photoFile('blurry.jpg')] } });
    fireEvent.change(gallery, { target: { files: [photoFile('a.jpg'), photoFile('b.jpg'), photoFile('c.jpg'), photoFile('d.jpg')] } });
    expect(await screen.findByText('An issue can have at most 5 photos; the others were left out.')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    expect(within(chosen).getByRole('img', { name: 'Photo 1: beam.jpg' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Remove photo 5: c.jpg' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: /Take a Photo/ })).toBeEnabled();

    await user.type(screen.getByLabelText('Title'), 'Loose scaffold');
    await user.type(screen.getByLabelText('Description'), 'North face');
    await user.click(screen.getByRole('button', { name: 'Report Issue' }));
    expect(await screen.findByText('Some photos could not be sent. Try again, or dismiss them.')).toBeInTheDocument();
    expect(sent).toEqual(['beam.jpg', 'blurry.jpg', 'a.jpg', 'b.jpg']);
    expect(screen.getByText('Photos of “Loose scaffold”')).toBeInTheDocument();
    expect(screen.getAllByText('Sent')).toHaveLength(3);
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('The file is not a photo the server can read.')).toBeInTheDocument();

    // Try Again sends only the one that failed; Dismiss empties the form for the next report.
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(sent).toEqual(['beam.jpg', 'blurry.jpg', 'a.jpg', 'b.jpg', 'blurry.jpg']));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Issue' })).toBeInTheDocument();
  });

  it('shows an issue’s thumbnails as buttons that open the full photos', async () => {
    mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/issues': { body: [issue('a', { photos: [photoJson('a', 'p1'), photoJson('a', 'p2')] }), issue('b')] },
      'GET /api/issues/count': { body: { count: 2 } },
    });
    renderWithProviders(<IssuesPage />);
    const strip = await screen.findByRole('list', { name: 'Photos of Issue a' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Open photo 1 of 2: Issue a', 'Open photo 2 of 2: Issue a']);
    expect(buttons[1].querySelector('img')).toHaveAttribute('src', '/api/issues/a/photos/p2/thumbnail');
    expect(screen.queryByRole('list', { name: 'Photos of Issue b' })).not.toBeInTheDocument();
    await user.click(buttons[1]);
    expect(await screen.findByRole('img', { name: 'Photo 2 of 2: Issue a' })).toHaveAttribute('src', '/api/issues/a/photos/p2');
  });
});

describe('IssuesPage', () => {
  it('shows the empty text and names each missing field, then reports with medium by default', async () => {
    let posted: unknown = null;
    mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/issues': { body: [] },
      'GET /api/issues/count': { body: { count: 0 } },
      'POST /api/issues': (init) => {
        posted = JSON.parse(String(init?.body));
        return { status: 201, body: issue('new') };
      },
    });
    renderWithProviders(<IssuesPage />);
    expect(await screen.findByText('No issues reported yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report Issue' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Loose scaffold');
    await user.type(screen.getByLabelText('Description'), 'North face');
    await user.click(screen.getByRole('button', { name: 'Report Issue' }));
    await screen.findByText('Issue reported');
    expect(posted).toEqual({ title: 'Loose scaffold', description: 'North face', severity: 'medium' });
  });

  it('lists issues with badges and offers the next step only where the foreman may move it', async () => {
    mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/issues': {
        body: [
          issue('a'),
          issue('b', { status: 'in_progress', jobSite: { id: 's2', name: 'Elsewhere', foremanId: 'f2' } }),
          issue('c', { status: 'resolved', severity: 'low' }),
        ],
      },
      'GET /api/issues/count': { body: { count: 3 } },
    });
    renderWithProviders(<IssuesPage />);
    const mine = await screen.findByRole('listitem', { name: 'Issue a' });
    expect(within(mine).getByText('High')).toBeInTheDocument();
    expect(within(mine).getByText('Open')).toBeInTheDocument();
    expect(await within(mine).findByRole('button', { name: 'Start Progress: Issue a' })).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Issue b' });
    expect(within(other).getByText('In progress')).toBeInTheDocument();
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
    const resolved = screen.getByRole('listitem', { name: 'Issue c' });
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the server for one page at a time, shows the total and reaches the other pages and statuses', async () => {
    const pages = [Array.from({ length: 20 }, (_, index) => issue(`p1-${index}`)), [issue('p2-0'), issue('p2-1')]];
    let served = 0;
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/issues': () => ({ body: pages[Math.min(served++, pages.length - 1)] }),
      'GET /api/issues/count': { body: { count: 22 } },
    });
    renderWithProviders(<IssuesPage />);
    expect(await screen.findByRole('listitem', { name: 'Issue p1-0' })).toBeInTheDocument();
    expect(screen.getByText('1-20 of 22 issues')).toBeInTheDocument();
    const requested = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/issues'));
    expect(requested()).toContain('/api/issues?page=1&limit=20');
    expect(requested()).toContain('/api/issues/count');

    // fireEvent rather than user-event for the pager: the busy shared machine makes each step costly.
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of issues' })).getByTitle('2'));
    expect(await screen.findByRole('listitem', { name: 'Issue p2-0' })).toBeInTheDocument();
    expect(screen.getByText('21-22 of 22 issues')).toBeInTheDocument();
    expect(requested()).toContain('/api/issues?page=2&limit=20');

    await user.click(screen.getByRole('combobox', { name: 'Show issues' }));
    await user.click(await screen.findByTitle('Resolved'));
    await screen.findByText('1-20 of 22 issues');
    expect(requested()).toContain('/api/issues?page=1&limit=20&status=resolved');
    expect(requested()).toContain('/api/issues/count?status=resolved');
  });
});
