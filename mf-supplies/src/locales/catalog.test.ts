import { checkCatalogs } from 'shell/sdk/testing';

import en from './en.json';
import es from './es.json';

test('every text of this remote is in English and Spanish alike', () => {
  // The same word in Spanish ("Error", "No", "Total", SKU); and the example items, which stay as the
  // price database names them: an order is refused for an item it does not know.
  const sameInBoth = ['common.error', 'prices.sku', 'prices.no', 'payment.total', 'newOrder.itemsPlaceholder'];
  expect(checkCatalogs(en, es, { sameInBoth })).toEqual([]);
});
