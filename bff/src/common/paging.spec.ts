import { containsPattern } from './paging';

describe('containsPattern', () => {
  it('wraps the text in % and escapes LIKE wildcards so they match themselves', () => {
    expect(containsPattern('ann')).toBe('%ann%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
