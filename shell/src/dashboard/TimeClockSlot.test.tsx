import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '../sdk/testing';
import { loadRemotePage, resetRemotes } from '../federation/remotes';
import { TIME_CLOCK_HEIGHT, TimeClockSlot } from './TimeClockSlot';

jest.mock('../federation/remotes', () => ({ loadRemotePage: jest.fn(), resetRemotes: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

function Card() {
  return <p>the card</p>;
}

beforeEach(() => {
  jest.useFakeTimers();
  load.mockReset();
  (resetRemotes as jest.Mock).mockReset();
});

afterEach(() => jest.useRealTimers());

describe('TimeClockSlot', () => {
  // The failure first: RemotePage keeps a module it loaded for the page's life (a failed load it forgets).
  it('shows a remote that is down as a remote page shows it, in its space', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('mf_field/TimeClockCard: Failed to fetch'));
    const { container } = renderWithProviders(<TimeClockSlot />);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    jest.useRealTimers();
    expect(await screen.findByText('This section could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('.time-clock-slot')?.contains(screen.getByRole('button', { name: 'Retry' }))).toBe(true);
  });

  it('renders its reserved space with the loading placeholder first, and loads mf_field’s card only after', async () => {
    load.mockResolvedValue({ default: Card });
    const { container } = renderWithProviders(<TimeClockSlot />);
    const slot = container.querySelector('.time-clock-slot') as HTMLElement;
    expect(slot.style.minHeight).toBe(`${TIME_CLOCK_HEIGHT}px`);
    expect(screen.getByRole('status', { name: 'Loading the time clock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Time Clock' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(load).toHaveBeenCalledWith('mf_field', './TimeClockCard');
    expect(await screen.findByText('the card')).toBeInTheDocument();
    expect(slot.contains(screen.getByText('the card'))).toBe(true);
  });
});
