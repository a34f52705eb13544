// The header enhancer ships on pages that otherwise carry no script: it must stay tiny and framework-free.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const BUDGET_GZ = 1536;

describe('src/layout/headerEnhancer.ts bundled alone (esbuild, minified, gzip -9)', () => {
  it(`is at most ${BUDGET_GZ} bytes and pulls in no React, styled-components, router or other package`, async () => {
    const result = await build({ entryPoints: ['src/layout/headerEnhancer.ts'], bundle: true, minify: true, format: 'esm', write: false, metafile: true, logLevel: 'silent' });
    const bytes = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    console.log(`headerEnhancer: ${bytes} bytes gz`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_GZ);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.includes('node_modules') || /react|styled/i.test(input))).toEqual([]);
    expect(inputs.sort()).toEqual(['src/layout/headerEnhancer.ts', 'src/layout/menuAttributes.ts']);
  });
});
