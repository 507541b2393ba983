import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { jobSite } from '../testData';
import JobSitesPage from './JobSitesPage';

const costed = jobSite({
  id: 'site-2',
  name: 'Oak Park Bungalow',
  status: 'on_hold',
  clientId: 'c1',
  client: { id: 'c1', firstName: 'Angela', lastName: 'Brooks' },
  totalCost: '1000.00',
  paidAmount: '250.00',
  remainingBalance: '750.00',
});

describe('JobSitesPage', () => {
  it('lists each site with its badge, people and money, and the per-row buttons', async () => {
    mockFetch({ 'GET /api/job-sites': { body: [jobSite(), costed] }, 'GET /api/job-sites/count': { body: { count: 2 } } });
    renderWithProviders(<JobSitesPage />);
    const plain = await screen.findByRole('listitem', { name: 'Riverside Warehouse Deconstruction' });
    expect(within(plain).getByText('Active')).toBeInTheDocument();
    expect(within(plain).getByText('Foreman: Darnell Washington')).toBeInTheDocument();
    expect(within(plain).getByText('Client: Not assigned')).toBeInTheDocument();
    expect(within(plain).queryByText(/Cost:/)).not.toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'Assign Client' })).toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'Set Cost' })).toBeInTheDocument();

    const withCost = screen.getByRole('listitem', { name: 'Oak Park Bungalow' });
    expect(within(withCost).getByText('On hold')).toBeInTheDocument();
    expect(within(withCost).getByText('Client: Angela Brooks')).toBeInTheDocument();
    expect(within(withCost).getByText('Cost: $1,000.00')).toBeInTheDocument();
    expect(within(withCost).getByText('Paid: $250.00')).toBeInTheDocument();
    expect(within(withCost).getByText('Remaining: $750.00')).toBeInTheDocument();
    expect(within(withCost).getByRole('button', { name: 'Change Client' })).toBeInTheDocument();
    expect(within(withCost).getByRole('button', { name: 'Update Cost' })).toBeInTheDocument();
  });

  it('the cost dialog shows the live remaining balance and sends decimal strings', async () => {
    let posted: unknown = null;
    mockFetch({
      'GET /api/job-sites': { body: [jobSite()] },
      'GET /api/job-sites/count': { body: { count: 1 } },
      'PATCH /api/job-sites/site-1/cost': (init) => {
        posted = JSON.parse(String(init?.body));
        return { body: { ...jobSite(), totalCost: '1000.00', paidAmount: '250.00', remainingBalance: '750.00' } };
      },
    });
    renderWithProviders(<JobSitesPage />);
    await user.click(await screen.findByRole('button', { name: 'Set Cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Job Site Cost' });
    const submit = within(dialog).getByRole('button', { name: 'Update Cost' });
    expect(submit).toBeDisabled();
    // jsdom sanitises number inputs typed key by key ('1000.' is not a number): set whole values.
    fireEvent.change(within(dialog).getByLabelText('Total Cost'), { target: { value: '1000.00' } });
    expect(submit).toBeDisabled();
    expect(within(dialog).queryByText(/Remaining Balance/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Paid Amount'), { target: { value: '250.00' } });
    expect(await within(dialog).findByText('Remaining Balance: $750.00')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByText('Cost updated');
    expect(posted).toEqual({ totalCost: '1000.00', paidAmount: '250.00' });
  });

  it('Assign Client stays disabled until a client is chosen', async () => {
    mockFetch({
      'GET /api/job-sites': { body: [jobSite()] },
      'GET /api/job-sites/count': { body: { count: 1 } },
      'GET /api/users/clients': {
        body: [{ id: 'c1', firstName: 'Angela', lastName: 'Brooks', email: 'angela@example.com', phoneNumber: '1', role: 'client', profileImageUrl: null }],
      },
    });
    renderWithProviders(<JobSitesPage />);
    await user.click(await screen.findByRole('button', { name: 'Assign Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Client' });
    expect(within(dialog).getByRole('button', { name: 'Assign Client' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByTitle('Angela Brooks (angela@example.com)'));
    expect(within(dialog).getByRole('button', { name: 'Assign Client' })).toBeEnabled();
  });

  it('Assign Client searches the clients on the server, a bounded page, and Change Client shows the current one', async () => {
    const fetchMock = mockFetch({
      'GET /api/job-sites': { body: [costed] },
      'GET /api/job-sites/count': { body: { count: 1 } },
      'GET /api/users/clients': { body: [] },
    });
    const clientUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/clients'));
    renderWithProviders(<JobSitesPage />);
    await user.click(await screen.findByRole('button', { name: 'Change Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Client' });
    // The current client by name, with nothing loaded; the button is ready to confirm it.
    expect(await within(dialog).findByTitle('Angela Brooks')).toBeInTheDocument();
    expect(clientUrls()).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Assign Client' })).toBeEnabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), 'brooks');
    await waitFor(() => expect(clientUrls()).toEqual(['/api/users/clients?limit=20', '/api/users/clients?search=brooks&limit=20']));
  });

  it('the create dialog names a missing name and address', async () => {
    mockFetch({ 'GET /api/job-sites': { body: [] }, 'GET /api/job-sites/count': { body: { count: 0 } }, 'GET /api/users/foremen': { body: [] } });
    renderWithProviders(<JobSitesPage />);
    expect(await screen.findByText('No job sites yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create Job Site/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Site' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Site' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('offers Find from address only when the server has a geocoder (%s) and says what the coordinates are for', async (available, buttons) => {
    mockFetch({
      'GET /api/job-sites': { body: [] },
      'GET /api/job-sites/count': { body: { count: 0 } },
      'GET /api/users/foremen': { body: [] },
      'GET /api/job-sites/geocoder': { body: { available } },
    });
    renderWithProviders(<JobSitesPage />);
    await user.click(await screen.findByRole('button', { name: /Create Job Site/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Site' });
    expect(
      within(dialog).getByText('Used for directions to the site (Navigate to Site) and by the time clock to check that people are at the site.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryAllByRole('button', { name: /Find from address/ })).toHaveLength(buttons));
  });

  it('the foreman picker searches the foremen on the server, and the new site gets the one picked', async () => {
    const person = (id: string, firstName: string, lastName: string) => ({
      id,
      firstName,
      lastName,
      email: `${id}@example.com`,
      phoneNumber: '1',
      role: 'foreman',
      profileImageUrl: null,
    });
    let posted: unknown = null;
    const fetchMock = mockFetch({
      'GET /api/job-sites': { body: [] },
      'GET /api/job-sites/count': { body: { count: 0 } },
      'GET /api/users/foremen': (_init, query) => ({
        body: query.get('search') === 'stone' ? [person('f2', 'Fred', 'Stone')] : [person('f1', 'Darnell', 'Washington'), person('f2', 'Fred', 'Stone')],
      }),
      'POST /api/job-sites': (init) => {
        posted = JSON.parse(String(init?.body));
        return { status: 201, body: jobSite({ id: 'site-3', name: 'Pilsen Garage Teardown' }) };
      },
    });
    const foremanUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/foremen'));
    renderWithProviders(<JobSitesPage />);
    expect(await screen.findByText('No job sites yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create Job Site/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Site' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Pilsen Garage Teardown' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '1800 S Halsted St, Chicago, IL 60608' } });

    const picker = within(dialog).getByRole('combobox', { name: 'Foreman' });
    await user.click(picker);
    await user.type(picker, 'stone');
    await waitFor(() => expect(foremanUrls()).toEqual(['/api/users/foremen?limit=20', '/api/users/foremen?search=stone&limit=20']));
    await user.click(await screen.findByTitle('Fred Stone'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Site' }));
    expect(await screen.findByText('Job site created')).toBeInTheDocument();
    // The time clock's radius goes with the new site: 300 m unless changed.
    expect(posted).toEqual({
      name: 'Pilsen Garage Teardown',
      address: '1800 S Halsted St, Chicago, IL 60608',
      status: 'active',
      foremanId: 'f2',
      geofenceRadiusMeters: 300,
    });
  });

  it("the edit dialog names the site's foreman before any list is loaded", async () => {
    const fetchMock = mockFetch({
      'GET /api/job-sites': { body: [jobSite()] },
      'GET /api/job-sites/count': { body: { count: 1 } },
      'GET /api/users/foremen': { body: [] },
    });
    renderWithProviders(<JobSitesPage />);
    const row = await screen.findByRole('listitem', { name: 'Riverside Warehouse Deconstruction' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Site' });
    expect(await within(dialog).findByTitle('Darnell Washington')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/foremen'))).toEqual(['/api/users/foremen?limit=20']);
  });

  it('asks the server for a page by name, searches on the server and reaches the next page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => jobSite({ id: `s${index}`, name: `Site ${String(index).padStart(2, '0')}` }));
    const bodies = [firstPage, [jobSite({ id: 's20', name: 'Site 20' })], [jobSite({ id: 'lake', name: 'Lakeview Teardown' })]];
    let served = 0;
    const fetchMock = mockFetch({
      'GET /api/job-sites': () => ({ body: bodies[Math.min(served++, bodies.length - 1)] }),
      'GET /api/job-sites/count': () => ({ body: { count: served >= 2 ? 1 : 21 } }),
    });
    renderWithProviders(<JobSitesPage />);
    expect(await screen.findByRole('listitem', { name: 'Site 00' })).toBeInTheDocument();
    expect(screen.getByText('1-20 of 21 job sites')).toBeInTheDocument();
    const requested = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/job-sites'));
    expect(requested()).toContain('/api/job-sites?page=1&limit=20');

    // fireEvent rather than user-event: the busy shared machine makes every typed key costly.
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of job sites' })).getByTitle('2'));
    expect(await screen.findByRole('listitem', { name: 'Site 20' })).toBeInTheDocument();
    expect(requested()).toContain('/api/job-sites?page=2&limit=20');

    const search = screen.getByRole('searchbox', { name: 'Search job sites' });
    fireEvent.change(search, { target: { value: ' lake ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('listitem', { name: 'Lakeview Teardown' })).toBeInTheDocument();
    expect(requested()).toContain('/api/job-sites?page=1&limit=20&search=lake');
    expect(requested()).toContain('/api/job-sites/count?search=lake');
  });
});
