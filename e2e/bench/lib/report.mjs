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

export function printTable(/** @type {Row[]} */ rows) {
  const header = ['section', 'figure', 'value', 'target', 'pass'];
  const cells = rows.map((row) => [row.section, row.figure, row.value, row.target, passText(row.pass)]);
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

export function writeMarkdown(/** @type {string} */ file, /** @type {Row[]} */ rows, /** @type {{ smoke: boolean, seconds: number }} */ run) {
  const { cores, cpu, node, memoryGb } = machine();
  const { passed, failed } = tally(rows);
  const escape = (/** @type {string} */ text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    `# Groundwork bench${run.smoke ? ' (smoke: tiny data, 2-second loads, targets not judged)' : ''}`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cores} cores (nproc), ${cpu}, ${memoryGb} GB; Node ${node}`,
    `- Load figures: ${run.seconds} s each`,
    '',
    '| section | figure | value | target | pass |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${[row.section, row.figure, row.value, row.target, passText(row.pass)].map(escape).join(' | ')} |`),
    '',
    `${passed} passed, ${failed} failed`,
    '',
  ];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lines.join('\n'));
}
