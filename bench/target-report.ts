// The bench's last table: every target of issue 18 with the measured figure, the limit and PASS/MISS, as
// Markdown, so it can go into an issue or a pull request as printed. A repeated figure shows its median
// with the min–max of the repeats beside it: a change smaller than that spread is noise.
import type { TargetRow } from './targets.ts';

const SYMBOL = { atLeast: '≥', atMost: '≤', below: '<', equals: '=' } as const;

/** A figure in its unit's precision: ratios and CLS to three places, bytes grouped, the rest whole. */
function figure(value: number, unit: string, { withUnit = true } = {}): string {
  if (unit === 'ratio' || unit === 'CLS') return value.toFixed(3);
  const suffix = withUnit && (unit === 'B' || unit === 'ms') ? ` ${unit}` : '';
  if (unit === 'B') return `${value.toLocaleString('en-GB')}${suffix}`;
  return `${Math.round(value * 100) / 100}${suffix}`;
}

function measuredCell(row: TargetRow): string {
  if (row.measured === null) return row.note ? `not measured (${row.note})` : 'not measured';
  const spread = row.range
    ? ` (${figure(row.range.min, row.unit, { withUnit: false })}–${figure(row.range.max, row.unit, { withUnit: false })})`
    : '';
  return `${figure(row.measured, row.unit)}${spread}${row.note ? `; ${row.note}` : ''}`;
}

const verdict = (row: TargetRow): string => (row.pass === null ? '—' : row.pass ? 'PASS' : 'MISS');

/** A Markdown table of the rows, then a line counting them. */
export function formatTargetReport(rows: readonly TargetRow[]): string {
  const lines = [
    '| target | measured (min–max of repeats) | limit | |',
    '|---|---|---|---|',
    ...rows.map((row) => {
      const limit = row.target === null ? 'unknown' : `${SYMBOL[row.comparison]} ${figure(row.target, row.unit)}`;
      return `| ${row.label} | ${measuredCell(row)} | ${limit} | ${verdict(row)} |`;
    }),
  ];
  const count = (pass: boolean | null) => rows.filter((row) => row.pass === pass).length;
  lines.push('', `${count(true)} PASS, ${count(false)} MISS, ${count(null)} not measured of ${rows.length} targets`);
  return lines.join('\n');
}
