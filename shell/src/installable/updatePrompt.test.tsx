import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { applyLanguage } from '../sdk';
import { UpdateBanner } from './UpdateBanner';
import { applyUpdate, dismissUpdate, resetUpdatePrompt, type UpdatableWorker, updateState, watchForUpdates } from './updatePrompt';

type Listener = (event: { isExternal?: boolean; isUpdate?: boolean }) => void;

/** A double of workbox-window's Workbox: the test fires its events. */
function workerDouble() {
  const listeners: Record<string, Listener[]> = {};
  const worker: UpdatableWorker & { fire(type: 'waiting' | 'controlling', event?: { isExternal?: boolean; isUpdate?: boolean }): void } = {
    addEventListener(type, listener) {
      (listeners[type] ??= []).push(listener);
    },
    messageSkipWaiting: jest.fn(),
    fire(type, event = {}) {
      act(() => (listeners[type] ?? []).forEach((listener) => listener(event)));
    },
  };
  return worker;
}

afterEach(() => resetUpdatePrompt());

describe('the update rule', () => {
  it('moves to a waiting version only when the person clicks Reload, then reloads once it controls the page', () => {
    const worker = workerDouble();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    expect(updateState()).toBe('none');

    worker.fire('waiting');
    expect(updateState()).toBe('available');
    // Nothing happens by itself: a form may be half filled.
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    act(() => applyUpdate());
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    worker.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is when dismissed, even when the new version takes over later', () => {
    const worker = workerDouble();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    worker.fire('waiting');
    act(() => dismissUpdate());
    expect(updateState()).toBe('dismissed');
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload a first visit that the first version takes over', () => {
    const worker = workerDouble();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    worker.fire('controlling', { isUpdate: false, isExternal: false });
    expect(updateState()).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it("asks before reloading a page another tab's Reload moved to the new version, and then only reloads", () => {
    const worker = workerDouble();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    worker.fire('controlling', { isExternal: true, isUpdate: true });
    expect(updateState()).toBe('available');
    expect(reload).not.toHaveBeenCalled();
    act(() => applyUpdate());
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('UpdateBanner', () => {
  it('shows nothing until a new version waits, then Reload applies it and Later hides it', async () => {
    const user = userEvent.setup();
    const worker = workerDouble();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    render(<UpdateBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    worker.fire('waiting');
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the app is available.');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    worker.fire('waiting');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
    worker.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    await act(() => applyLanguage('es', { remember: false }));
    const worker = workerDouble();
    watchForUpdates(worker, jest.fn());
    render(<UpdateBanner />);
    worker.fire('waiting');
    expect(screen.getByRole('status')).toHaveTextContent('Hay una nueva versión de la aplicación disponible.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    await act(() => applyLanguage('en', { remember: false }));
  });
});
