import { browser } from './browser';
import { errorMessage, isUnauthorizedError } from './errors';
import { handleUnauthorized, notifyError } from './notify';

const apiError = (status: number, body: unknown) => ({
  status,
  message: `${status}: ${JSON.stringify(body)}`,
  data: body,
});

describe('error rules', () => {
  // antd renders its notices into a root of its own, outside any act(): nothing here to wait for.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => jest.useRealTimers());

  it('prefers the server message, else the fallback', () => {
    expect(errorMessage(apiError(400, { message: 'Please enter a valid email address' }), 'Failed to create schedule')).toBe(
      'Please enter a valid email address',
    );
    expect(errorMessage(new Error('boom'), 'Failed to create schedule')).toBe('Failed to create schedule');
    expect(errorMessage({ status: 500, message: '500: Internal Server Error' }, 'Failed to submit request')).toBe('Failed to submit request');
  });

  it('recognises 401 Unauthorized errors only', () => {
    expect(isUnauthorizedError(apiError(401, { statusCode: 401, message: 'Unauthorized' }))).toBe(true);
    expect(isUnauthorizedError(apiError(401, { message: 'Invalid email or password' }))).toBe(false);
    expect(isUnauthorizedError(apiError(403, { message: 'Unauthorized' }))).toBe(false);
  });

  it('goes to /api/login 500 ms after the notice of an Unauthorized error shows', async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(browser, 'go').mockImplementation(() => {});
    expect(handleUnauthorized(apiError(401, { message: 'Unauthorized' }))).toBe(true);
    // The notice's code loads first (a dynamic import: promises, no timers), then it is shown.
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(499);
    expect(go).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledWith('/api/login');

    go.mockClear();
    notifyError(apiError(400, { message: 'Bad' }), 'Failed to report issue');
    jest.runAllTimers();
    expect(go).not.toHaveBeenCalled();
    go.mockRestore();
  });
});
