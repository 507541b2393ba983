import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { jobSite } from '../testData';
import JobSitesPage from './JobSitesPage';

const user = userEvent.setup({ delay: null });

const COSTS = {
  jobSiteId: 'site-1',
  laborMinutes: 855,
  overtimeMinutes: 345,
  unratedMinutes: 270,
  openEntries: 1,
  laborCost: '252.50',
  overtimeCost: '57.50',
  materialsCost: '18.94',
  totalCost: '200.00',
  spent: '271.44',
  remaining: '-71.44',
  weeks: [
    {
      userId: 'w1',
      firstName: 'Ana',
      lastName: 'Ruiz',
      weekStart: '2026-03-01',
      weekEnd: '2026-03-07',
      hourlyRate: '20.00',
      minutes: 585,
      overtimeMinutes: 345,
      straightCost: '195.00',
      overtimeCost: '57.50',
      laborCost: '252.50',
    },
    {
      userId: 'w2',
      firstName: 'Nora',
      lastName: 'Diaz',
      weekStart: '2026-03-01',
      weekEnd: '2026-03-07',
      hourlyRate: null,
      minutes: 270,
      overtimeMinutes: 0,
      straightCost: '0.00',
      overtimeCost: '0.00',
      laborCost: '0.00',
    },
  ],
};

describe('a job site’s costs', () => {
  it('shows labor, materials and spent against the total on the row, and the breakdown with its CSV in the detail', async () => {
    mockFetch({
      'GET /api/job-sites': { body: [jobSite()] },
      'GET /api/job-sites/count': { body: { count: 1 } },
      'GET /api/job-sites/site-1/costs': { body: COSTS },
    });
    renderWithProviders(<JobSitesPage />);
    const row = await screen.findByRole('listitem', { name: 'Riverside Warehouse Deconstruction' });
    expect(await within(row).findByText('Labor $252.50 · Materials $18.94 · Spent $271.44')).toBeInTheDocument();
    expect(within(row).getByText('Over by $71.44')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Costs of Riverside Warehouse Deconstruction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Costs: Riverside Warehouse Deconstruction' });
    expect(within(dialog).getByText('14:15 h')).toBeInTheDocument();
    expect(within(dialog).getByText('$57.50')).toBeInTheDocument();
    expect(within(dialog).getByText('-$71.44')).toBeInTheDocument();
    expect(within(dialog).getByText('4:30 h worked by people without an hourly rate are counted at $0.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 time entries still open are not counted until they are clocked out.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Ana Ruiz')).toBeInTheDocument();
    expect(within(dialog).getByText('9:45')).toBeInTheDocument();
    expect(within(dialog).getByText('5:45')).toBeInTheDocument();
    expect(within(dialog).getByText('No rate')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/job-sites/site-1/costs.csv');
  });

  it("sends the geofence radius the admin set on the site's form", async () => {
    let patched: Record<string, unknown> = {};
    mockFetch({
      'GET /api/job-sites': { body: [jobSite({ geofenceRadiusMeters: 450 })] },
      'GET /api/job-sites/count': { body: { count: 1 } },
      'GET /api/job-sites/site-1/costs': { body: { ...COSTS, weeks: [] } },
      'PATCH /api/job-sites/site-1': (init) => {
        patched = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: jobSite({ geofenceRadiusMeters: 800 }) };
      },
    });
    renderWithProviders(<JobSitesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Site' });
    const radius = within(dialog).getByLabelText('Time clock radius (meters)');
    expect(radius).toHaveValue('450');
    await user.clear(radius);
    await user.type(radius, '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Job site updated')).toBeInTheDocument();
    expect(patched.geofenceRadiusMeters).toBe(800);
  });
});
