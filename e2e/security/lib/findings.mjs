// The findings of every tool and check, and the table the run prints (and the README keeps).
export const SEVERITIES = ['high', 'medium', 'low', 'info'];

export class Findings {
  /** @type {{ tool: string, target: string, finding: string, severity: string }[]} */
  rows = [];
  /** @type {{ tool: string, summary: string }[]} what each tool or check did, found or not */
  coverage = [];

  add(tool, target, finding, severity) {
    if (!SEVERITIES.includes(severity)) throw new Error(`unknown severity ${severity}`);
    this.rows.push({ tool, target, finding: finding.replace(/\s+/g, ' ').trim(), severity });
  }

  covered(tool, summary) {
    this.coverage.push({ tool, summary });
    console.log(`[security] ${tool}: ${summary}`);
  }

  get blocking() {
    return this.rows.filter((row) => row.severity === 'high' || row.severity === 'medium');
  }

  /** A Markdown table: readable in a terminal and pasted as is into the README. */
  table() {
    const sorted = [...this.rows].sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) || a.tool.localeCompare(b.tool));
    const escape = (text) => String(text).replace(/\|/g, '\\|');
    const lines = ['| tool | target | finding | severity |', '|---|---|---|---|'];
    for (const row of sorted) lines.push(`| ${escape(row.tool)} | ${escape(row.target)} | ${escape(row.finding)} | ${row.severity} |`);
    if (sorted.length === 0) lines.push('| - | - | no findings | - |');
    const counts = SEVERITIES.map((severity) => `${this.rows.filter((row) => row.severity === severity).length} ${severity}`).join(', ');
    const coverage = ['| tool / check | what ran |', '|---|---|', ...this.coverage.map((entry) => `| ${escape(entry.tool)} | ${escape(entry.summary)} |`)];
    return `${lines.join('\n')}\n\nTotals: ${counts}.\n\n${coverage.join('\n')}\n`;
  }
}
