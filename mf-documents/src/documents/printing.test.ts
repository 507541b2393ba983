import { documentPageHtml, financialFileName, hrFileName, PRINT_DELAY_MS, printPage } from './printing';

describe('file names', () => {
  it('HR: non-alphanumerics to underscores, lowercased, .html', () => {
    expect(hrFileName("Workers' Compensation Act Notice")).toBe('workers__compensation_act_notice.html');
    expect(hrFileName('Time-Off Request Form (2026)')).toBe('time_off_request_form__2026_.html');
  });

  it('financial: spaces to underscores, .json', () => {
    expect(financialFileName('Financial Report - Jan 5, 2026')).toBe('Financial_Report_-_Jan_5,_2026.json');
  });
});

describe('the printable page', () => {
  const page = {
    title: 'Paid <Leave>',
    description: 'For "all" workers',
    bodyHtml: '<p>Body</p>',
    companyName: 'Prairie & Co.',
    printedAt: new Date(2026, 0, 5, 12),
  };

  it('has the title, description, content and a footer with the company and the print date, escaped', () => {
    const html = documentPageHtml(page);
    expect(html).toContain('<title>Paid &lt;Leave&gt;</title>');
    expect(html).toContain('<h1>Paid &lt;Leave&gt;</h1>');
    expect(html).toContain('<p class="description">For &quot;all&quot; workers</p>');
    expect(html).toContain('<main><p>Body</p></main>');
    expect(html).toContain('<footer><span>Prairie &amp; Co.</span><span>Printed Jan 5, 2026</span></footer>');
  });

  afterEach(() => jest.useRealTimers());

  it('writes it into a new window and prints after 250 ms', () => {
    jest.useFakeTimers();
    const written: string[] = [];
    const print = jest.fn();
    const fakeWindow = { document: { open: jest.fn(), write: (html: string) => written.push(html), close: jest.fn() }, print };
    const open = jest.spyOn(window, 'open').mockReturnValue(fakeWindow as unknown as Window);
    expect(printPage(page)).toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(written.join('')).toContain('<h1>Paid &lt;Leave&gt;</h1>');
    jest.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('does nothing when the pop-up is blocked', () => {
    jest.useFakeTimers();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(printPage(page)).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    open.mockRestore();
  });
});
