import { comparePrices, normalizeItems } from './price-comparison';

const price = (itemName: string, vendor: 'menards' | 'lowes', value: string, inStock = true) => ({ itemName, vendor, price: value, inStock });

describe('comparePrices', () => {
  it('recommends the cheaper vendor when both have every item in stock', () => {
    const result = comparePrices(['Nails', 'Screws'], [price('Nails', 'menards', '9.47'), price('Nails', 'lowes', '10.28'), price('Screws', 'menards', '11.99'), price('Screws', 'lowes', '12.48')]);
    expect(result).toEqual({
      menards: { totalCost: '21.46', available: true },
      lowes: { totalCost: '22.76', available: true },
      recommendation: 'menards',
      itemDetails: [
        { itemName: 'Nails', menards: { price: '9.47', inStock: true }, lowes: { price: '10.28', inStock: true }, noPriceData: false },
        { itemName: 'Screws', menards: { price: '11.99', inStock: true }, lowes: { price: '12.48', inStock: true }, noPriceData: false },
      ],
    });
  });

  it('a vendor missing an item is not available and totals only what it prices', () => {
    const result = comparePrices(['Nails', 'Paint'], [price('Nails', 'menards', '1.00'), price('Paint', 'menards', '2.00'), price('Nails', 'lowes', '0.50')]);
    expect(result.lowes).toEqual({ totalCost: '0.50', available: false });
    expect(result.menards).toEqual({ totalCost: '3.00', available: true });
    expect(result.recommendation).toBe('menards');
    expect(result.itemDetails[1]).toEqual({ itemName: 'Paint', menards: { price: '2.00', inStock: true }, lowes: null, noPriceData: false });
  });

  it('an out-of-stock item makes its vendor unavailable even when cheaper', () => {
    const result = comparePrices(['Saws'], [price('Saws', 'menards', '30.00'), price('Saws', 'lowes', '20.00', false)]);
    expect(result.lowes).toEqual({ totalCost: '20.00', available: false });
    expect(result.recommendation).toBe('menards');
  });

  it('an item no vendor prices is flagged and leaves no recommendation', () => {
    const result = comparePrices(['Nails', 'Unobtainium'], [price('Nails', 'menards', '1.00'), price('Nails', 'lowes', '1.00')]);
    expect(result.itemDetails[1]).toEqual({ itemName: 'Unobtainium', menards: null, lowes: null, noPriceData: true });
    expect(result.menards.available).toBe(false);
    expect(result.lowes.available).toBe(false);
    expect(result.recommendation).toBeNull();
  });

  it('a tie goes to the default vendor, menards', () => {
    const result = comparePrices(['Level'], [price('Level', 'lowes', '19.99'), price('Level', 'menards', '19.99')]);
    expect(result.recommendation).toBe('menards');
  });

  it('adds exact cents, never floats', () => {
    const result = comparePrices(['a', 'b'], [price('a', 'lowes', '0.10'), price('b', 'lowes', '0.20')]);
    expect(result.lowes.totalCost).toBe('0.30');
  });
});

describe('normalizeItems', () => {
  it('trims, drops blank lines and keeps each item once', () => {
    expect(normalizeItems([' Nails ', '', '   ', 'Screws', 'Nails'])).toEqual(['Nails', 'Screws']);
  });
});
