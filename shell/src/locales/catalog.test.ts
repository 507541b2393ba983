import { checkCatalogs } from '../sdk/testing';
import en from './en.json';
import es from './es.json';

test('the shell speaks English and Spanish alike', () => {
  expect(checkCatalogs(en, es)).toEqual([]);
});
