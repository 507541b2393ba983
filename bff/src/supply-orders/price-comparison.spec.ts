import { comparePrices, normalizeItems } from './price-comparison';

const one = (names: string[]) => names.map((itemName) => ({ itemName, quantity: 1 }));
const price = (itemName: string, vendor: 'menards' | 'lowes', value: string, inStock = true) => ({ itemName, vendor, price: value, inStock });

describe('comparePrices', () => {
  it('recommends the cheaper vendor when both have every item in stock', () => {
    const result = comparePrices(one(['Nails', 'Screws']), [
      price('Nails', 'menards', '9.47'),
      price('Nails', 'lowes', '10.28'),
      price('Screws', 'menards', '11.99'),
      price('Screws', 'lowes', '12.48'),
    ]);
    expect(result).toEqual({
      menards: { totalCost: '21.46', available: true },
      lowes: { totalCost: '22.76', available: true },
      recommendation: 'menards',
      itemDetails: [
        {
          itemName: 'Nails',
          quantity: 1,
          menards: { price: '9.47', inStock: true, lineTotal: '9.47' },
          lowes: { price: '10.28', inStock: true, lineTotal: '10.28' },
          noPriceData: false,
        },
        {
          itemName: 'Screws',
          quantity: 1,
          menards: { price: '11.99', inStock: true, lineTotal: '11.99' },
          lowes: { price: '12.48', inStock: true, lineTotal: '12.48' },
          noPriceData: false,
        },
      ],
    });
  });

  it('a vendor missing an item is not available and totals only what it prices', () => {
    const result = comparePrices(one(['Nails', 'Paint']), [
      price('Nails', 'menards', '1.00'),
      price('Paint', 'menards', '2.00'),
      price('Nails', 'lowes', '0.50'),
    ]);
    expect(result.lowes).toEqual({ totalCost: '0.50', available: false });
    expect(result.menards).toEqual({ totalCost: '3.00', available: true });
    expect(result.recommendation).toBe('menards');
    expect(result.itemDetails[1]).toEqual({
      itemName: 'Paint',
      quantity: 1,
      menards: { price: '2.00', inStock: true, lineTotal: '2.00' },
      lowes: null,
      noPriceData: false,
    });
  });

  it('an out-of-stock item makes its vendor unavailable even when cheaper', () => {
    const result = comparePrices(one(['Saws']), [price('Saws', 'menards', '30.00'), price('Saws', 'lowes', '20.00', false)]);
    expect(result.lowes).toEqual({ totalCost: '20.00', available: false });
    expect(result.recommendation).toBe('menards');
  });

  it('an item no vendor prices is flagged and leaves no recommendation', () => {
    const result = comparePrices(one(['Nails', 'Unobtainium']), [price('Nails', 'menards', '1.00'), price('Nails', 'lowes', '1.00')]);
    expect(result.itemDetails[1]).toEqual({ itemName: 'Unobtainium', quantity: 1, menards: null, lowes: null, noPriceData: true });
    expect(result.menards.available).toBe(false);
    expect(result.lowes.available).toBe(false);
    expect(result.recommendation).toBeNull();
  });

  it('a tie goes to the default vendor, menards', () => {
    const result = comparePrices(one(['Level']), [price('Level', 'lowes', '19.99'), price('Level', 'menards', '19.99')]);
    expect(result.recommendation).toBe('menards');
  });

  it('counts each line as quantity x unit price', () => {
    const result = comparePrices(
      [
        { itemName: 'Nails', quantity: 2 },
        { itemName: 'Screws', quantity: 3 },
      ],
      [price('Nails', 'menards', '4.99'), price('Screws', 'menards', '0.10'), price('Nails', 'lowes', '4.50'), price('Screws', 'lowes', '0.50')],
    );
    expect(result.itemDetails[0].menards).toEqual({ price: '4.99', inStock: true, lineTotal: '9.98' });
    expect(result.menards.totalCost).toBe('10.28');
    expect(result.lowes.totalCost).toBe('10.50');
    expect(result.recommendation).toBe('menards');
  });

  it('adds exact cents, never floats', () => {
    const result = comparePrices(one(['a', 'b']), [price('a', 'lowes', '0.10'), price('b', 'lowes', '0.20')]);
    expect(result.lowes.totalCost).toBe('0.30');
  });
});

describe('normalizeItems', () => {
  it('trims, drops blank lines and keeps each item once, its quantities added up', () => {
    expect(normalizeItems([' Nails ', '', '   ', 'Screws', { itemName: 'Nails', quantity: 4 }])).toEqual([
      { itemName: 'Nails', quantity: 5 },
      { itemName: 'Screws', quantity: 1 },
    ]);
  });
});
