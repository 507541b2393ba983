import { render, screen } from '@testing-library/react';

import { PageHeader } from './PageHeader';

it('renders the title as the h1, the subtitle under it and the actions', () => {
  render(<PageHeader title="Job Sites" subtitle="Manage job sites, clients and costs" actions={<button type="button">Create Job Site</button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Job Sites' })).toHaveClass('page-title');
  expect(screen.getByText('Manage job sites, clients and costs')).toHaveClass('page-subtitle');
  expect(screen.getByRole('button', { name: 'Create Job Site' }).parentElement).toHaveClass('page-header-actions');
});

it('has no subtitle line and no actions container when given none', () => {
  const { container } = render(<PageHeader title="Payment" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  expect(container.querySelector('.page-subtitle')).toBeNull();
  expect(container.querySelector('.page-header-actions')).toBeNull();
});
