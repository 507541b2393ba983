import '@testing-library/jest-dom';
import { act, cleanup } from '@testing-library/react';
import notification from 'antd/es/notification';

import { resetTestStores } from '../src/sdk/testing';

afterEach(() => {
  cleanup();
  resetTestStores();
});

// Toasts live in document.body with 5 s timers: close them, and let the close finish, so none
// outlives its test file.
afterAll(async () => {
  notification.destroy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
});
