import { loadPrintLanguages } from '../messages';
import { bilingualPageHtml, documentPageHtml, financialFileName, hrFileName, PRINT_DELAY_MS, printPage } from './printing';

describe('file names', () => {
  it('HR: non-alphanumerics to underscores, lowercased, .html', () => {
    expect(hrFileName("Workers' Compensation Act Notice")).toBe('workers__compensation_act_notice.html');
    expect(hrFileName('Time-Off Request Form (2026)')).toBe('time_off_request_form__2026_.html');
  });

  it('HR in Spanish: the letters of accented ones are kept', () => {
    expect(hrFileName('Sus derechos según las leyes laborales de Illinois')).toBe('sus_derechos_segun_las_leyes_laborales_de_illinois.html');
    expect(hrFileName('Ley de Un Día de Descanso, niño')).toBe('ley_de_un_dia_de_descanso__nino.html');
  });

  it('financial: spaces to underscores, .json', () => {
    expect(financialFileName('Financial Report - Jan 5, 2026')).toBe('Financial_Report_-_Jan_5,_2026.json');
  });
});

describe('the printable page', () => {
  // The page that prints loads both catalogs first (HrDocumentsPage does on mount).
  beforeAll(() => loadPrintLanguages(['en', 'es']));

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

  it('is in the language of the version printed, its own words too', () => {
    expect(documentPageHtml(page)).toContain('<html lang="en">');
    const spanish = documentPageHtml({ ...page, language: 'es' });
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<footer><span>Prairie &amp; Co.</span><span>Impreso el 5 ene 2026</span></footer>');
  });

  it('puts two versions side by side on paper and stacks them on a phone', () => {
    const html = bilingualPageHtml(
      [
        { language: 'en', title: 'Equal Pay Act', description: 'Equal <pay>', bodyHtml: '<p>Equal pay for equal work.</p>' },
        { language: 'es', title: 'Ley de Igualdad Salarial', description: null, bodyHtml: '<p>El mismo pago por el mismo trabajo.</p>' },
      ],
      'Prairie & Co.',
      new Date(2026, 0, 5, 12),
    );
    expect(html).toContain('<title>Equal Pay Act / Ley de Igualdad Salarial</title>');
    expect(html).toContain('<body class="bilingual">');
    expect(html).toContain(
      '<main class="versions">\n<article lang="en">\n<h1>Equal Pay Act</h1>\n<p class="description">Equal &lt;pay&gt;</p>\n<p>Equal pay for equal work.</p>\n</article>\n<article lang="es">\n<h1>Ley de Igualdad Salarial</h1>\n\n<p>El mismo pago por el mismo trabajo.</p>\n</article>\n</main>',
    );
    expect(html).toContain('<span>Printed Jan 5, 2026 · Impreso el 5 ene 2026</span>');
    // Two columns at print width and from 720 px; one under the other on a phone.
    expect(html).toMatch(/@media print, \(min-width: 720px\) \{\s*\.versions \{ grid-template-columns: 1fr 1fr; \}/);
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
