// Small helpers shared by the parts of `npm run bench`.

/** The median of the finite values, or NaN when there are none. */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  // Both indexes exist in a list that is not empty; the fallbacks only satisfy the index check.
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
};

/** A markdown table with aligned columns: the first column left-aligned, the others right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = rows.map((row) => row.map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (line: readonly string[]) => `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}
