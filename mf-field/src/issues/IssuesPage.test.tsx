import { fireEvent, screen, within } from '@testing-library/react';
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
  ...overrides,
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
