import { checkCatalogs } from 'shell/sdk/testing';

import en from './en.json';
import es from './es.json';

test('every text of this remote is in English and Spanish alike', () => {
  // "Error" is the same word in both; a date range, a span of two times, a name with its role, a
  // shift's day and hours, and a skipped shift's line (its parts already in the language) read alike too.
  expect(
    checkCatalogs(en, es, {
      sameInBoth: [
        'common.error',
        'common.dateRange',
        'scheduling.dialog.personOption',
        'scheduling.grid.skippedShift',
        'scheduling.grid.times',
        'openShifts.when',
        'swaps.fromTo',
      ],
    }),
  ).toEqual([]);
});
