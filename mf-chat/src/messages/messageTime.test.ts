import { act } from '@testing-library/react';
import dayjs from 'dayjs';
import { applyLanguage } from 'shell/sdk';

import { messageTime } from './messageTime';

const now = dayjs('2026-11-26T18:00:00');

describe('messageTime', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('shows the time today, the day this year, and the year before', () => {
    expect(messageTime('2026-11-26T15:05:00', 'en', now)).toBe('3:05 PM');
    expect(messageTime('2026-03-02T15:05:00', 'en', now)).toBe('Mar 2, 3:05 PM');
    expect(messageTime('2025-12-31T09:00:00', 'en', now)).toBe('Dec 31, 2025, 9:00 AM');
    expect(messageTime('not a date', 'en', now)).toBe('');
  });

  it('writes the day as Spanish does', async () => {
    await act(() => applyLanguage('es'));
    expect(messageTime('2026-11-26T15:05:00', 'es', now)).toBe('3:05 PM');
    expect(messageTime('2026-03-02T15:05:00', 'es', now)).toBe('2 mar, 3:05 PM');
    expect(messageTime('2025-12-31T09:00:00', 'es', now)).toBe('31 dic 2025, 9:00 AM');
  });
});
