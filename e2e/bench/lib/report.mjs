// @ts-check
// The bench's one table, printed and written as Markdown with the date and the machine.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @typedef {{ section: string, figure: string, value: string, target: string, pass: boolean | null }} Row */

const passText = (/** @type {boolean | null} */ pass) => (pass === null ? '-' : pass ? 'yes' : 'NO');

export function tally(/** @type {Row[]} */ rows) {
  return { passed: rows.filter((row) => row.pass === true).length, failed: rows.filter((row) => row.pass === false).length };
}

/** A terminal column never grows past this; the Markdown table keeps every cell whole. */
const MAX_COLUMN = 90;
const clip = (/** @type {string} */ text) => (text.length > MAX_COLUMN ? `${text.slice(0, MAX_COLUMN - 1)}…` : text);

export function printTable(/** @type {Row[]} */ rows) {
  const header = ['section', 'figure', 'value', 'target', 'pass'];
  const cells = rows.map((row) => [row.section, row.figure, row.value, row.target, passText(row.pass)].map(clip));
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const line = (/** @type {string[]} */ values) => values.map((value, i) => value.padEnd(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const values of cells) console.log(line(values));
  const { passed, failed } = tally(rows);
  console.log(`\n${passed} passed, ${failed} failed`);
}

export function machine() {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  let cores = String(os.availableParallelism());
  try {
    cores = execSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // nproc missing: Node's own count stands.
  }
  return { cores, cpu, node: process.version, memoryGb: (os.totalmem() / 2 ** 30).toFixed(1) };
}

/** The table as Markdown, headed by the date, the machine and what ran. */
export function markdownReport(
  /** @type {Row[]} */ rows,
  /** @type {{ smoke: boolean, seconds: number, warmupSeconds: number, sections: string[], loadAtStart: number }} */ run,
) {
  const { cores, cpu, node, memoryGb } = machine();
  const { passed, failed } = tally(rows);
  const escape = (/** @type {string} */ text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    `# Groundwork bench${run.smoke ? ' (smoke: tiny data, 2-second loads, targets not judged)' : ''}`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cores} cores (nproc), ${cpu}, ${memoryGb} GB; Node ${node}`,
    // Other work on the machine moves every figure: the 1-minute load average says how quiet it was.
    `- Load average (1 min) at the start and the end: ${run.loadAtStart.toFixed(2)}, ${os.loadavg()[0].toFixed(2)}`,
    `- Load figures: ${run.seconds} s each, after a ${run.warmupSeconds}-second warm-up not counted; sections run: ${run.sections.join(', ') || 'none'}`,
    '',
    '| section | figure | value | target | pass |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${[row.section, row.figure, row.value, row.target, passText(row.pass)].map(escape).join(' | ')} |`),
    '',
    `${passed} passed, ${failed} failed`,
    '',
  ];
  return lines.join('\n');
}

export function writeMarkdown(/** @type {string} */ file, /** @type {string} */ markdown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markdown);
}

const README_START = '<!-- bench:latest:start -->';
const README_END = '<!-- bench:latest:end -->';

/** Puts the table between the README's markers (one heading level down), when it has them. */
export function updateReadme(/** @type {string} */ file, /** @type {string} */ markdown) {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start === -1 || end < start) return false;
  // The README's own heading stands in for the report's title.
  const body = markdown.replace(/^# .*\n\n?/, '').trimEnd();
  fs.writeFileSync(file, `${text.slice(0, start + README_START.length)}\n${body}\n${text.slice(end)}`);
  return true;
}
