// Wire-shaped test data for the field pages' component tests.
import type { JobSite } from 'shell/sdk';

export function jobSite(overrides: Partial<JobSite> = {}): JobSite {
  return {
    id: 'site-1',
    name: 'Riverside Warehouse Deconstruction',
    address: '2150 S Canal St, Chicago, IL 60616',
    latitude: '41.853600',
    longitude: '-87.639700',
    geofenceRadiusMeters: 300,
    status: 'active',
    foremanId: 'f1',
    clientId: null,
    foreman: { id: 'f1', firstName: 'Darnell', lastName: 'Washington' },
    client: null,
    progressPercentage: 45,
    estimatedCompletionDate: null,
    totalCost: null,
    paidAmount: null,
    remainingBalance: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
