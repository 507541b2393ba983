import { csvCell, csvDocument } from './csv';

describe('csv', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x']) expect(csvCell(text)).toBe(`"'${text}"`);
    expect(csvCell('Ana =1')).toBe('"Ana =1"');
  });

  it('quotes every cell and doubles quotes; numbers and null pass as they are', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('""');
    expect(csvDocument(['a', 'b'], [['1', 2]])).toBe('"a","b"\r\n"1","2"\r\n');
  });
});
