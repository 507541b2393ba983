import { render, screen } from '@testing-library/react';

import { JobSiteStatusBadge, statusLabel } from './statusBadges';

it('turns underscores into spaces and capitalises the first letter', () => {
  expect(statusLabel('on_hold')).toBe('On hold');
  expect(statusLabel('active')).toBe('Active');
  expect(statusLabel('in_progress')).toBe('In progress');
});

it('shows a job site status as its badge text', () => {
  render(<JobSiteStatusBadge status="on_hold" />);
  expect(screen.getByText('On hold')).toBeInTheDocument();
});
