import { itemKey, parseShortageLine, shortageLine } from './shortage-lines';

describe('parseShortageLine', () => {
  it.each([
    ['Nails - 2 boxes', { itemName: 'Nails', quantity: 2, unit: 'boxes' }],
    ['3 Safety Vests', { itemName: 'Safety Vests', quantity: 3, unit: null }],
    ['nails', { itemName: 'nails', quantity: 1, unit: null }],
    ['  NAILS  -  4', { itemName: 'NAILS', quantity: 4, unit: null }],
    ['Nails-5', { itemName: 'Nails', quantity: 5, unit: null }],
    ['Concrete Mix \u2013 6 bags', { itemName: 'Concrete Mix', quantity: 6, unit: 'bags' }],
    ['4 boxes Screws', { itemName: 'Screws', quantity: 4, unit: 'boxes' }],
    ['4 boxes of Screws', { itemName: 'Screws', quantity: 4, unit: 'boxes' }],
    ['10 2x4 Lumber', { itemName: '2x4 Lumber', quantity: 10, unit: null }],
    ['2x4 Lumber', { itemName: '2x4 Lumber', quantity: 1, unit: null }],
    ['2x4 Lumber - 12 boards', { itemName: '2x4 Lumber', quantity: 12, unit: 'boards' }],
    ['T-Bolts - 3', { itemName: 'T-Bolts', quantity: 3, unit: null }],
    ['Nails - 2 - 3', { itemName: 'Nails - 2', quantity: 3, unit: null }],
    ['Paint - lots', { itemName: 'Paint - lots', quantity: 1, unit: null }],
    ['1 Level', { itemName: 'Level', quantity: 1, unit: null }],
    ['Nails - 10000', { itemName: 'Nails', quantity: 10000, unit: null }],
  ])('reads %j', (line, expected) => {
    expect(parseShortageLine(line)).toEqual(expected);
  });

  it.each([
    [''],
    ['   '],
    ['- 3'],
    ['!!!'],
    ['1234'],
    ['Nails - 0'],
    ['0 Nails'],
    ['Nails - 10001'],
    ['99999999999999999999 Nails'],
    ['5 boxes'],
    [`${'x'.repeat(201)}`],
  ])('refuses %j (no item or no quantity)', (line) => {
    expect(parseShortageLine(line)).toBeNull();
  });

  it('reads back the line a shortage is stored as', () => {
    for (const shortage of [
      { itemName: 'Nails', quantity: 2, unit: 'boxes' },
      { itemName: 'Safety Helmets', quantity: 1, unit: null },
      { itemName: 'Nails - 2', quantity: 7, unit: 'each' },
    ]) {
      expect(parseShortageLine(shortageLine(shortage))).toEqual(shortage);
    }
  });

  it('matches item names without regard to case or surrounding spaces', () => {
    expect(itemKey('  NAILS ')).toBe(itemKey('Nails'));
  });
});
