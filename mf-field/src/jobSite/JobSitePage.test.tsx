import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import { jobSite } from '../testData';
import JobSitePage from './JobSitePage';

const my = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-22',
  site: jobSite(),
  inventoryCompletedAt: null,
  jobStartedAt: null,
  jobEndedAt: null,
  ...overrides,
});

describe('JobSitePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the empty state when the user has no site today', async () => {
    mockFetch({ 'GET /api/job-sites/my': { body: my({ site: null }) } });
    renderWithProviders(<JobSitePage />);
    expect(await screen.findByText('No Active Job Site')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Job/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Daily Inventory/ })).toHaveAttribute('href', '/inventory');
  });

  it('shows the site and, before the inventory check, answers Start Job with the dialog and no call', async () => {
    const fetchMock = mockFetch({ 'GET /api/job-sites/my': { body: my() } });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<JobSitePage />);
    expect(await screen.findByRole('heading', { name: 'Riverside Warehouse Deconstruction' })).toBeInTheDocument();
    expect(screen.getByText('Foreman: Darnell Washington')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Not completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Navigate to Site/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=41.853600%2C-87.639700',
    );
    for (const label of ['Daily Inventory', 'Report Issue', 'Time Tracking']) expect(screen.getByRole('link', { name: new RegExp(label) })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Start Job/ }));
    expect(await screen.findByRole('dialog', { name: 'Inventory Check Required' })).toBeInTheDocument();
    expect(screen.getByText('Please complete your daily inventory check before starting the job.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/job-sites/start'))).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('starts the job once the check is done and sends the opened tab to the directions', async () => {
    const fetchMock = mockFetch({
      'GET /api/job-sites/my': { body: my({ inventoryCompletedAt: '2026-11-22T13:05:00.000Z' }) },
      'POST /api/job-sites/start': {
        body: { id: 'start-1', jobSiteId: 'site-1', startedAt: '2026-11-22T13:10:00.000Z', site: jobSite({ latitude: null, longitude: null }) },
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<JobSitePage />);
    expect(await screen.findByText(/Completed at/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Start Job/ }));
    await screen.findByText(/started at/);
    expect(fetchMock).toHaveBeenCalledWith('/api/job-sites/start', expect.objectContaining({ method: 'POST' }));
    expect(tab.location.href).toBe('https://www.google.com/maps/dir/?api=1&destination=2150%20S%20Canal%20St%2C%20Chicago%2C%20IL%2060616');
    expect(tab.opener).toBeNull();
  });

  it('says since when a started job is in progress and offers End Job instead of Start Job', async () => {
    let ended = false;
    const fetchMock = mockFetch({
      'GET /api/job-sites/my': () => ({
        body: my({
          inventoryCompletedAt: '2026-11-22T13:05:00.000Z',
          jobStartedAt: '2026-11-22T13:10:00.000Z',
          jobEndedAt: ended ? '2026-11-22T21:40:00.000Z' : null,
        }),
      }),
      'POST /api/job-sites/end': () => {
        ended = true;
        return { body: { id: 'start-1', jobSiteId: 'site-1', startedAt: '2026-11-22T13:10:00.000Z', endedAt: '2026-11-22T21:40:00.000Z', site: jobSite() } };
      },
    });
    renderWithProviders(<JobSitePage />);
    expect(await screen.findByText(/^In progress since \d{1,2}:10 (AM|PM)$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Job/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /End Job/ }));
    expect(await screen.findByText(/^Job ended at \d{1,2}:40 (AM|PM) \(started at \d{1,2}:10 (AM|PM)\)$/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/job-sites/end', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByRole('button', { name: /End Job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Job/ })).not.toBeInTheDocument();
  });

  it('shows the dialog when the server refuses the start with 409', async () => {
    mockFetch({
      'GET /api/job-sites/my': { body: my({ inventoryCompletedAt: '2026-11-22T13:05:00.000Z' }) },
      'POST /api/job-sites/start': {
        status: 409,
        body: { statusCode: 409, message: 'Please complete your daily inventory check before starting the job.', error: 'Conflict' },
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<JobSitePage />);
    await user.click(await screen.findByRole('button', { name: /Start Job/ }));
    expect(await screen.findByRole('dialog', { name: 'Inventory Check Required' })).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
