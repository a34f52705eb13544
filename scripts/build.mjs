// `npm run build`: validates the content (through the Vite plugin), builds the browser bundle and the
// server renderer, then prerenders every route to static HTML in dist/.
import { build } from 'vite';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
import { prerender } from './lib/prerender.mjs';

const quiet = { logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn' };

try {
  await build({ ...quiet, build: { outDir: 'dist', emptyOutDir: true } });
  await build({ ...quiet, build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true, manifest: false } });
} catch (error) {
  // Content problems arrive here already formatted as FILE:LINE:COL lines.
  console.error(`\nBuild failed:\n${error.message}`);
  process.exit(1);
}
const pages = await prerender({ dist: 'dist', serverEntry: 'dist-ssr/entry-server.js' });
console.log(`Prerendered ${pages} pages into dist/`);
