import '@testing-library/jest-dom';
import { act, cleanup, configure } from '@testing-library/react';
import notification from 'antd/es/notification';

import { resetTestStores } from '../src/sdk/testing';

// The shared 2-core machine renders antd slowly while other suites run (a dialog's search, open and
// pick took over 5 s at a load average of 19): findBy* and waitFor get 10 s instead of 1 s in every
// package, under the 30 s test timeout (a query that never matches still fails).
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  cleanup();
  notification.destroy();
  resetTestStores();
});

// Toasts live in document.body with 5 s timers: close them, and let the close finish, so none
// outlives its test file.
afterAll(async () => {
  notification.destroy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
});
