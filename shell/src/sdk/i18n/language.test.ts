import { i18n } from './i18n';
import { applyLanguage } from './language';
import { defineMessages } from './messages';

// A package whose Spanish catalog is slow to arrive.
let arrive: () => void = () => undefined;
const spanish = new Promise<{ default: { word: string } }>((resolve) => {
  arrive = () => resolve({ default: { word: 'palabra' } });
});
defineMessages('languageTest', { word: 'word' }, () => spanish);

test('of two overlapping switches the one asked for last wins, however slow the first one loads', async () => {
  await applyLanguage('en');
  // The account's stored Spanish starts loading; the person picks English before it is in.
  const accountLanguage = applyLanguage('es');
  await applyLanguage('en');
  arrive();
  await accountLanguage;
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('groundwork.language')).toBe('en');
});
