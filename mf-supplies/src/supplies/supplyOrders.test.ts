import { orderLinesText, parseOrderLines } from './supplyOrders';

describe('parseOrderLines', () => {
  it('reads a quantity after a dash, 1 without, and drops blank lines', () => {
    expect(parseOrderLines(' Nails - 2 \n\n  \nScrews\nT-Bolts - 3\nPaint - 0\nTape-4')).toEqual([
      { itemName: 'Nails', quantity: 2 },
      { itemName: 'Screws', quantity: 1 },
      { itemName: 'T-Bolts', quantity: 3 },
      { itemName: 'Paint - 0', quantity: 1 },
      { itemName: 'Tape-4', quantity: 1 },
    ]);
  });

  it('writes lines back as it reads them', () => {
    const lines = [
      { itemName: 'Nails', quantity: 2 },
      { itemName: 'Screws', quantity: 1 },
    ];
    expect(orderLinesText(lines)).toBe('Nails - 2\nScrews');
    expect(parseOrderLines(orderLinesText(lines))).toEqual(lines);
  });
});
