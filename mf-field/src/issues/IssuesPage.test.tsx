import { screen, within } from '@testing-library/react';
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
  it('shows the empty text and the spec messages, then reports with medium by default', async () => {
    let posted: unknown = null;
    mockFetch({
      'GET /api/auth/user': { body: me },
      'GET /api/issues': { body: [] },
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
      'GET /api/issues': { body: [issue('a'), issue('b', { status: 'in_progress', jobSite: { id: 's2', name: 'Elsewhere', foremanId: 'f2' } }), issue('c', { status: 'resolved', severity: 'low' })] },
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
});
