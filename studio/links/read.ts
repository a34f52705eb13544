// Defensive readers for the parsed draft, which may be half-edited and invalid while the editor works.

export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The pages of pages.yaml (`pages:`), in order. */
export const pagesOf = (pagesFile: unknown) => list(field(pagesFile, 'pages'));

/** The value at `path` inside `data`, or undefined. */
export function at(data: unknown, path: ReadonlyArray<string | number>): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}
