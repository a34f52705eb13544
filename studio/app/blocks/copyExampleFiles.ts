// A new block's starter names the catalogue example's pictures and video (/_blocks/<type>/<file>), which no site
// publishes. Before the block is added, the studio's server copies them into the site's public/ and the block names
// the copies, so the block is valid at once and shows the example's drawing until the editor picks their own.
import { exampleMediaPrefix } from '../../../src/content';

function addressesIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string' && value.startsWith(exampleMediaPrefix)) found.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) addressesIn(item, found);
  return found;
}

function renamed<T>(value: T, files: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return (files[value] ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => renamed(item, files)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, files)])) as T;
  return value;
}

export type AdoptedBlock = { block: Record<string, unknown>; files: string[]; refusal?: string };

/** The starter with the example's files copied into the site; when the copy fails, the starter as it is and why. */
export async function withExampleFilesCopied(starter: Record<string, unknown>): Promise<AdoptedBlock> {
  const addresses = [...addressesIn(starter, new Set())];
  if (!addresses.length) return { block: starter, files: [] };
  try {
    const response = await fetch('/api/example-files', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ addresses }) });
    const answer = (await response.json()) as { files?: Record<string, string>; error?: string };
    if (!response.ok || !answer.files) return { block: starter, files: [], refusal: answer.error ?? `The studio server answered ${response.status}.` };
    return { block: renamed(starter, answer.files), files: Object.values(answer.files) };
  } catch {
    return { block: starter, files: [], refusal: 'The studio server could not be reached. Is `npm run studio` still running?' };
  }
}
