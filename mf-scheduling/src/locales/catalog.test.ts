import { checkCatalogs } from 'shell/sdk/testing';

import en from './en.json';
import es from './es.json';

test('every text of this remote is in English and Spanish alike', () => {
  // "Error" is the same word in both; a date range, a name with its role and a shift's day and hours read alike too.
  expect(
    checkCatalogs(en, es, { sameInBoth: ['common.error', 'common.dateRange', 'scheduling.dialog.personOption', 'openShifts.when', 'swaps.fromTo'] }),
  ).toEqual([]);
});
