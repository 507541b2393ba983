import { financialReportHtml } from './financialReport';

describe('financialReportHtml', () => {
  it('prints a generated statement as a summary table and a details table, escaped', () => {
    const html = financialReportHtml(
      {
        generatedAt: '2026-01-05T15:00:00.000Z',
        summary: { revenue: '100.40', paid: '100.10', pending: '0.30', invoiceCount: 2 },
        details: [
          { invoiceNumber: 'INV-1', client: 'Angela <b>Brooks</b>', description: 'Roof', dueDate: '2026-01-01', amount: '100.10', status: 'paid' },
          { invoiceNumber: 'INV-2', client: 'Angela Brooks', description: 'Steel', dueDate: '2026-01-02', amount: '0.30', status: 'unpaid' },
        ],
      },
      null,
      'financial_statement',
    );
    expect(html).toContain('<tr><th scope="row">Total Revenue</th><td class="amount">$100.40</td></tr>');
    expect(html).toContain('<tr><th scope="row">Total Paid</th><td class="amount">$100.10</td></tr>');
    expect(html).toContain('<tr><th scope="row">Total Pending</th><td class="amount">$0.30</td></tr>');
    expect(html).toContain(
      '<td>INV-1</td><td>Angela &lt;b&gt;Brooks&lt;/b&gt;</td><td>Roof</td><td>Jan 1, 2026</td><td>Paid</td><td class="amount">$100.10</td>',
    );
    expect(html).toContain('<td>Pending</td>');
    expect(html).not.toContain('{');
  });

  it('says when the details hold fewer lines than the invoice count', () => {
    const html = financialReportHtml(
      { generatedAt: '2026-01-05T15:00:00.000Z', summary: { revenue: '1.00', paid: '0.00', pending: '1.00', invoiceCount: 3 }, details: [] },
      null,
      'financial_statement',
    );
    expect(html).toContain('Showing the first 0 of 3 invoices by due date.');
  });

  it('prints any other JSON as tables, and an empty document as such', () => {
    const html = financialReportHtml({ payPeriod: '2026-01', lines: [{ worker: 'Luis', hours: 40 }] }, 'https://files.example.com/p.pdf', 'payroll');
    expect(html).toContain('<th scope="row">Pay Period</th><td>2026-01</td>');
    expect(html).toContain('<table><thead><tr><th>Worker</th><th>Hours</th></tr></thead><tbody><tr><td>Luis</td><td>40</td></tr></tbody></table>');
    expect(html).toContain('<p>File: https://files.example.com/p.pdf</p>');
    expect(financialReportHtml(null, null, 'expense_report')).toBe('<p>This document has no content.</p>');
  });

  it('escapes every stored value of a statement, numbers included', () => {
    const injected = '<meta http-equiv="refresh" content="0;url=https://evil.example">';
    const html = financialReportHtml(
      { generatedAt: '2026-01-05T15:00:00.000Z', summary: { revenue: '1.00', paid: '0.00', pending: '1.00', invoiceCount: injected }, details: [] },
      null,
      'financial_statement',
    );
    expect(html).not.toContain('<meta');
    expect(html).toContain('&lt;meta http-equiv=&quot;refresh&quot;');
  });

  it('draws statement-shaped content of another document type as plain, escaped tables', () => {
    const html = financialReportHtml({ summary: { invoiceCount: '<script>alert(1)</script>' }, details: [] }, null, 'expense_report');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Total Revenue');
  });
});
