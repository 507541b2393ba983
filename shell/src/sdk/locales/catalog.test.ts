import { checkCatalogs } from '../testing';
import en from './en.json';
import es from './es.json';

test('the sdk speaks English and Spanish alike', () => {
  expect(checkCatalogs(en, es, { sameInBoth: ['error.title', 'weekNav.range'] })).toEqual([]);
});
