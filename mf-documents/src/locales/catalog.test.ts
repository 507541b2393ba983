import { checkCatalogs } from 'shell/sdk/testing';

import en from './en.json';
import es from './es.json';

test('every text of this remote is in English and Spanish alike', () => {
  // "Error" is the same word in Spanish.
  expect(checkCatalogs(en, es, { sameInBoth: ['common.error'] })).toEqual([]);
});
