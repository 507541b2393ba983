import { fireEvent, render, screen } from '@testing-library/react';

import { ShowMore } from './ShowMore';

it('shows the count and a button named for what it loads', () => {
  const onShowMore = jest.fn();
  render(<ShowMore shown={50} total={2000} loading={false} onShowMore={onShowMore} what="team members" />);
  expect(screen.getByText('Showing 50 of 2,000')).toHaveAttribute('aria-live', 'polite');
  fireEvent.click(screen.getByRole('button', { name: 'Show more team members' }));
  expect(onShowMore).toHaveBeenCalledTimes(1);
});

it('keeps the count but drops the button when there is nothing more to load', () => {
  render(<ShowMore shown={80} total={80} hasMore={false} loading={false} onShowMore={jest.fn()} what="team members" />);
  expect(screen.getByText('Showing 80 of 80')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('shows only the button when the list is not counted, and nothing at its end', () => {
  const { container, rerender } = render(<ShowMore shown={20} loading={false} onShowMore={jest.fn()} what="appointment requests" />);
  expect(screen.getByRole('button', { name: 'Show more appointment requests' })).toBeInTheDocument();
  expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  rerender(<ShowMore shown={25} hasMore={false} loading={false} onShowMore={jest.fn()} what="appointment requests" />);
  expect(container).toBeEmptyDOMElement();
});
