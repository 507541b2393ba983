import { checkCatalogs } from 'shell/sdk/testing';

import en from './en.json';
import es from './es.json';

test('every text of this remote is in English and Spanish alike', () => {
  // "Error" is the same word in Spanish; a Chicago address, a span of two times, hours ('8:30 h'),
  // a date with its time, a trail's 'field: old → new' and the colon before a tag's explanation
  // are written alike in both.
  expect(
    checkCatalogs(en, es, {
      sameInBoth: [
        'common.error',
        'siteForm.addressPlaceholder',
        'timeTracking.range',
        'jobSites.costs.hours',
        'timesheets.history.instant',
        'timesheets.history.change',
        'timesheet.sentLater.explained',
      ],
    }),
  ).toEqual([]);
});
