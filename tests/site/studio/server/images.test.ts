// The first site's own drawings pass the studio's SVG upload check: an editor who downloads one of them and uploads it
// again (or a new one drawn the same way) is not refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgRefusals } from '../../../../src/content/svgSafety';

describe('the SVG check on the site’s own drawings', () => {
  it('passes every SVG under public/images/ (it refuses what is unsafe, not what drawings normally contain)', () => {
    const folder = join(process.cwd(), 'public/images');
    const drawings = readdirSync(folder).filter((name) => name.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(20);
    expect(drawings.map((name) => [name, svgRefusals(readFileSync(join(folder, name)))]).filter(([, reasons]) => reasons!.length)).toEqual([]);
  });
});
