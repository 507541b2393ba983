import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import TeamPage from './TeamPage';
import { filteredTotal } from './teamCounts';

// Two minutes: on a loaded 2-core machine antd under jsdom (50 member rows with a select each) is slow.
jest.setTimeout(120_000);
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
  active: true,
  hourlyRate: null as string | null,
});
const members = [
  person('01', 'Amy', 'admin'),
  person('02', 'Fred', 'foreman'),
  person('03', 'Wanda', 'worker'),
  person('04', 'Walt', 'worker'),
  person('05', 'Cora', 'client'),
];

describe('team counts', () => {
  it('takes the filtered total from the counts, unknown until they are in', () => {
    const counts = { total: 2570, admin: 20, foreman: 50, worker: 2000, client: 500 };
    expect(filteredTotal(counts, 'all')).toBe(2570);
    expect(filteredTotal(counts, 'worker')).toBe(2000);
    expect(filteredTotal(undefined, 'worker')).toBeUndefined();
  });
});

describe('TeamPage', () => {
  it('shows counts, filters by role on the server, and changes a role after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/counts': { body: { total: 5, admin: 1, foreman: 1, worker: 2, client: 1 } },
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

    expect(screen.getByText('Showing 5 of 5')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users?limit=50', expect.anything());

    fireEvent.mouseDown(screen.getByLabelText('Filter by role'));
    fireEvent.click((await screen.findAllByText('Foreman')).find((node) => node.closest('.ant-select-item-option'))!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users?role=foreman&limit=50', expect.anything()));

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

  it('searches names and emails on the server and loads more pages after the last member shown', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => person(String(from + n).padStart(3, '0'), `Worker${from + n}`, 'worker'));
    const fetchMock = mockFetch({
      'GET /api/users/counts': { body: { total: 80, admin: 0, foreman: 0, worker: 80, client: 0 } },
      'GET /api/users': { body: [] },
    });
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      const respond = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as unknown as Response;
      if (url === '/api/users/counts') return respond({ total: 80, admin: 0, foreman: 0, worker: 80, client: 0 });
      if (url === '/api/users?limit=50') return respond(page(0, 50));
      if (url === '/api/users?after=049&limit=50') return respond(page(50, 30));
      if (url === '/api/users?search=zz&limit=50') return respond([]);
      if (url === '/api/users/counts?search=zz') return respond({ total: 0, admin: 0, foreman: 0, worker: 0, client: 0 });
      if (url === '/api/users?search=worker&limit=50') return respond(page(0, 50));
      if (url === '/api/users/counts?search=worker') return respond({ total: 72, admin: 0, foreman: 0, worker: 72, client: 0 });
      return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' } as unknown as Response;
    });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText('Showing 50 of 80')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more team members' }));
    expect(await screen.findByText('Showing 80 of 80')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Worker79 Tester' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more team members' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search team members'), { target: { value: ' zz ' } });
    expect(await screen.findByText('No team members found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users?search=zz&limit=50', expect.anything());

    // A search with more pages than shown says how many it found, counted on the server.
    fireEvent.change(screen.getByLabelText('Search team members'), { target: { value: 'worker' } });
    expect(await screen.findByText('Showing 50 of 72')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/counts?search=worker', expect.anything());
    expect(screen.getByRole('button', { name: 'Show more team members' })).toBeInTheDocument();
    // The stat cards still count everyone.
    const stat = (title: string) => screen.getByText(title).parentElement!.parentElement!;
    expect(within(stat('Total Members')).getByText('80')).toBeInTheDocument();
  });
});

describe('TeamPage people management', () => {
  it('tags deactivated members, offers Reactivate for them and Deactivate for others but the admin looking, after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: members[0] },
      'GET /api/users/counts': { body: { total: 3, admin: 1, foreman: 0, worker: 2, client: 0 } },
      'GET /api/users': {
        body: [
          { ...members[0], active: true },
          { ...members[2], active: false },
          { ...members[3], active: true },
        ],
      },
      'GET /api/invitations': { body: [] },
      'GET /api/users/self-registration': { body: { admin: { locked: false, lockedUntil: null }, foreman: { locked: false, lockedUntil: null } } },
      'PATCH /api/users/04/active': { body: { ...members[3], active: false } },
    });
    renderWithProviders(<TeamPage />);

    const wanda = await screen.findByRole('listitem', { name: 'Wanda Tester' });
    expect(within(wanda).getByText('Deactivated')).toBeInTheDocument();
    expect(within(wanda).getByRole('button', { name: 'Reactivate Wanda Tester' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Amy Tester' })).queryByRole('button', { name: /Deactivate/ })).toBeNull());

    fireEvent.click(within(screen.getByRole('listitem', { name: 'Walt Tester' })).getByRole('button', { name: 'Deactivate Walt Tester' }));
    expect(await screen.findByText(/Walt Tester will be logged out everywhere at once/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/04/active', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/users/04/active', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ active: false }) })),
    );
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('shows an alert per locked PIN sign-up with Reopen, and lists pending invitations with Resend and Revoke', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: members[0] },
      'GET /api/users/counts': { body: { total: 1, admin: 1, foreman: 0, worker: 0, client: 0 } },
      'GET /api/users': { body: [{ ...members[0], active: true }] },
      'GET /api/invitations': {
        body: [
          {
            id: 'i1',
            firstName: 'Ines',
            lastName: 'Invitee',
            email: 'ines@example.com',
            phoneNumber: '1',
            role: 'worker',
            createdAt: '2030-01-01T00:00:00Z',
            expiresAt: '2030-01-08T00:00:00Z',
            expired: false,
          },
        ],
      },
      'GET /api/users/self-registration': {
        body: { admin: { locked: true, lockedUntil: '2030-01-02T10:00:00Z' }, foreman: { locked: false, lockedUntil: null } },
      },
      'POST /api/users/self-registration/admin/reopen': {
        body: { admin: { locked: false, lockedUntil: null }, foreman: { locked: false, lockedUntil: null } },
      },
      'POST /api/invitations/i1/resend': { body: { id: 'i1' } },
    });
    renderWithProviders(<TeamPage />);

    expect(await screen.findByText('Admin sign-up locked after repeated wrong PINs')).toBeInTheDocument();
    expect(screen.queryByText('Foreman sign-up locked after repeated wrong PINs')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen admin sign-up' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users/self-registration/admin/reopen', expect.objectContaining({ method: 'POST' })));

    const invitation = await screen.findByRole('listitem', { name: 'Ines Invitee' });
    expect(within(invitation).getByText('Employee')).toBeInTheDocument();
    fireEvent.click(within(invitation).getByRole('button', { name: 'Resend invitation to Ines Invitee' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/invitations/i1/resend', expect.objectContaining({ method: 'POST' })));
    fireEvent.click(within(invitation).getByRole('button', { name: 'Revoke invitation of Ines Invitee' }));
    expect(await screen.findByText('Ines Invitee will no longer be able to join with the link sent to ines@example.com.')).toBeInTheDocument();
  });
});

describe('TeamPage pay rates', () => {
  it('shows each paid member’s hourly rate, checks a new one as the server does, shows the server’s refusal, saves and clears', async () => {
    const patches: Array<string | undefined> = [];
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: members[0] },
      'GET /api/users/counts': { body: { total: 3, admin: 0, foreman: 0, worker: 2, client: 1 } },
      'GET /api/users': { body: [{ ...members[2], hourlyRate: '28.50' }, members[3], members[4]] },
      'GET /api/invitations': { body: [] },
      'GET /api/users/self-registration': { body: { admin: { locked: false, lockedUntil: null }, foreman: { locked: false, lockedUntil: null } } },
      // The first save is refused (Walt became a client meanwhile), the second is taken.
      'PATCH /api/users/04/pay-rate': (init) => {
        patches.push(init?.body as string | undefined);
        return patches.length === 1
          ? {
              status: 400,
              body: { statusCode: 400, message: 'Clients have no pay rate: only workers, foremen and admins are paid by the hour', error: 'Bad Request' },
            }
          : { body: { ...members[3], hourlyRate: '31.50' } };
      },
      'PATCH /api/users/03/pay-rate': { body: { ...members[2], hourlyRate: null } },
    });
    renderWithProviders(<TeamPage />);

    const wanda = await screen.findByRole('listitem', { name: 'Wanda Tester' });
    expect(within(wanda).getByText('$28.50 an hour')).toBeInTheDocument();
    const walt = screen.getByRole('listitem', { name: 'Walt Tester' });
    expect(within(walt).getByText('No hourly rate')).toBeInTheDocument();
    // Clients are not paid by the hour: no rate, no editor.
    const cora = screen.getByRole('listitem', { name: 'Cora Tester' });
    expect(within(cora).queryByText(/hourly rate|an hour/)).toBeNull();
    expect(within(cora).queryByRole('button', { name: /Edit rate/ })).toBeNull();

    fireEvent.click(within(walt).getByRole('button', { name: 'Edit rate of Walt Tester' }));
    // (jsdom's ids are all 'test-id', so the dialog is found by role and its title checked inside.)
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hourly Rate')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Hourly rate (US dollars)');
    expect(input).toHaveValue('');
    // Nothing to clear yet.
    expect(within(dialog).queryByRole('button', { name: 'Clear Rate' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText('Enter the hourly rate')).toBeInTheDocument();
    for (const bad of ['28.505', '10000', '-1', '28,50', 'abc']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(await within(dialog).findByText('Enter dollars from 0 to 9999.99 with at most 2 decimals, e.g. 28.50')).toBeInTheDocument();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(patches).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' 31.5 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText('Clients have no pay rate: only workers, foremen and admins are paid by the hour')).toBeInTheDocument();
    expect(patches).toEqual([JSON.stringify({ hourlyRate: '31.5' })]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([JSON.stringify({ hourlyRate: '31.5' }), JSON.stringify({ hourlyRate: '31.5' })]);
    expect(await screen.findByText('Walt Tester is paid $31.50 an hour.')).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('listitem', { name: 'Wanda Tester' })).getByRole('button', { name: 'Edit rate of Wanda Tester' }));
    const wandaDialog = await screen.findByRole('dialog');
    expect(within(wandaDialog).getByLabelText('Hourly rate (US dollars)')).toHaveValue('28.50');
    fireEvent.click(within(wandaDialog).getByRole('button', { name: 'Clear Rate' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/users/03/pay-rate',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ hourlyRate: null }) }),
      ),
    );
    expect(await screen.findByText('Hourly rate cleared')).toBeInTheDocument();
  });
});
