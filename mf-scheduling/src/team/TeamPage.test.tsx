import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import TeamPage from './TeamPage';
import { filterByRole, teamCounts } from './teamCounts';

jest.setTimeout(60_000);
// findBy*/waitFor: antd renders slowly when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const person = (id: string, firstName: string, role: string, profileImageUrl: string | null = null) => ({
  id,
  firstName,
  lastName: 'Tester',
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: `(312) 555-01${id}`,
  role,
  profileImageUrl,
});
const members = [person('01', 'Amy', 'admin'), person('02', 'Fred', 'foreman'), person('03', 'Wanda', 'worker'), person('04', 'Walt', 'worker'), person('05', 'Cora', 'client')];

describe('teamCounts', () => {
  it('counts total, admin, foreman and worker members and filters by role', () => {
    const typed = members as Array<{ id: string; role: Role }>;
    expect(teamCounts(typed)).toEqual({ total: 5, admin: 1, foreman: 1, worker: 2 });
    expect(filterByRole(typed, 'worker').map((m) => m.id)).toEqual(['03', '04']);
    expect(filterByRole(typed, 'all')).toHaveLength(5);
  });
});

describe('TeamPage', () => {
  it('shows counts, filters by role, and changes a role after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/users': { body: members },
      'PATCH /api/users/03/role': { body: { ...members[2], role: 'foreman' } },
    });
    renderWithProviders(<TeamPage />);

    const wanda = await screen.findByRole('listitem', { name: 'Wanda Tester' });
    expect(within(wanda).getByText('wanda@example.com')).toBeInTheDocument();
    expect(within(wanda).getByText('(312) 555-0103')).toBeInTheDocument();
    expect(within(wanda).getByText('WT')).toBeInTheDocument();
    const stat = (title: string) => screen.getByText(title).parentElement!.parentElement!;
    expect(within(stat('Total Members')).getByText('5')).toBeInTheDocument();
    expect(within(stat('Admins')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Foremen')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Employees')).getByText('2')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('Filter by role'));
    fireEvent.click((await screen.findAllByText('Foreman')).find((node) => node.closest('.ant-select-item-option'))!);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Wanda Tester' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Fred Tester' })).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('Filter by role'));
    fireEvent.click((await screen.findAllByText('All roles')).find((node) => node.closest('.ant-select-item-option'))!);
    const row = await screen.findByRole('listitem', { name: 'Wanda Tester' });
    fireEvent.mouseDown(within(row).getByLabelText('Role of Wanda Tester'));
    const options = await screen.findAllByText('Foreman');
    fireEvent.click(options.filter((node) => node.closest('.ant-select-item-option')).at(-1)!);

    expect(await screen.findByText('Change Wanda Tester from Employee to Foreman? They will be logged out and must log in again.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/03/role', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/users/03/role', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ role: 'foreman' }) })),
    );
  });

  it('says so when nobody matches', async () => {
    mockFetch({ 'GET /api/users': { body: [] } });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText('No team members found')).toBeInTheDocument();
  });
});
