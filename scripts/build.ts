// `npm run build`: validates the content (through the Vite plugin), builds the server renderer and the browser
// bundle (or takes the one an earlier build kept for the same code), then prerenders every route to static HTML in dist/. `--root DIR` builds the site in DIR (its
// pages.yaml, nav.yaml and public/) with this project's code, into this project's dist/ as ever.
import './lib/productionMode';
import { join } from 'node:path';
import { build, type LogLevel, type Plugin } from 'vite';
import { buildCacheRoot } from '../src/content/buildCache';
import { siteRoot } from '../src/content/siteRoot';
import type { siteContent } from '../src/content/vitePlugin';
import { browserBundleCache, browserBundleKey } from './lib/browserBundleCache';
import { phaseDone, phasesLine } from './lib/buildPhases';
import { emailSettings } from './lib/emailSettings';
import { sitePrecompression } from './lib/precompress';
import { copyPublicFiles } from './lib/publicCopy';
import { prerender } from './lib/prerender';
import { moveServerAssets } from './lib/serverAssets';
import { takeRootOption } from './lib/siteRootOption';

takeRootOption(process.argv.slice(2), 'build');

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const quiet = { logLevel: (process.env.BUILD_LOG_LEVEL ?? 'warn') as LogLevel };
// BUILD_OUT_DIR builds elsewhere than dist/ (npm run bench uses a temporary folder); the server renderer goes next to
// it, or to BUILD_SSR_OUT_DIR (which must be inside the project, so that it finds node_modules).
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
const ssrOutDir = process.env.BUILD_SSR_OUT_DIR ?? `${outDir}-ssr`;

// The content plugin of the server build (src/content/vitePlugin.ts): what of the content the browser's code carries.
let contentApi: ReturnType<typeof siteContent>['api'] | undefined;
const contentProbe: Plugin = {
  name: 'build-content-probe',
  configResolved(config) {
    contentApi = (config.plugins.find((plugin) => plugin.name === 'site-content') as ReturnType<typeof siteContent> | undefined)?.api;
  },
};

try {
  // The server renderer first: it checks the content, and tells whether the browser bundle kept by an earlier build
  // is this one (lib/browserBundleCache.ts).
  await build({ ...quiet, plugins: [contentProbe], build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false } });
  phaseDone('server renderer and images');
  const facts = contentApi?.browserFacts();
  const key = facts && browserBundleKey(process.cwd(), facts, { publicDir: siteRoot('.') });
  const kept = browserBundleCache(join(buildCacheRoot(process.cwd()), 'browser-bundle'));
  if (key && kept.restore(key, outDir)) phaseDone('browser bundle (kept from an earlier build)');
  else {
    await build({ ...quiet, build: { outDir, emptyOutDir: true, copyPublicDir: false } });
    if (key) kept.save(key, outDir);
    phaseDone('browser bundle');
  }
  moveServerAssets(ssrOutDir, outDir);
  // public/ is copied by the build itself, only the kinds of file a site serves, and of those only the files the site
  // uses (lib/publicCopy.ts); `npm run validate` names those left behind.
  const { leftBehind } = await copyPublicFiles(outDir, [outDir, ssrOutDir], contentApi?.content());
  if (leftBehind.length) {
    const count = leftBehind.length === 1 ? '1 file of public/ is' : `${leftBehind.length} files of public/ are`;
    console.log(`${count} not used by any page and not published (npm run validate lists them).`);
  }
  phaseDone('public files');
} catch (error) {
  // Content problems arrive here already formatted, one per mistake; other errors keep their own words.
  const message = error instanceof Error ? error.message : String(error);
  const content = message.match(/\d+ content problems?:[\s\S]*/);
  console.error(content ? `\nThe build stopped: ${content[0]}` : `\nThe build stopped:\n${message}`);
  process.exit(1);
}
let pages;
let inlineScripts;
// Each page is compressed on the other processors while the next one renders (lib/precompress.ts).
const compression = sitePrecompression();
try {
  ({ pages, inlineScripts } = await prerender({ dist: outDir, serverEntry: `${ssrOutDir}/entry-server.js`, onPage: compression.add }));
} catch (error) {
  // Blocks that failed to render arrive as FILE:LINE:COL lines too; anything else is a bug in the code: keep its stack.
  console.error(`\nBuild failed:\n${!(error instanceof Error) ? String(error) : error.name === 'ContentError' ? error.message : error.stack}`);
  process.exit(1);
}
phaseDone('pages');
console.log(`Built ${pages} pages into ${outDir}/.`);

const email = emailSettings();
// Imported here, after the builds succeeded: a content mistake fails as fast as before.
const { writeDeployment } = await import('./lib/deployment');
await writeDeployment({ dist: outDir, serverEntry: `${ssrOutDir}/entry-server.js`, email, inlineScripts, pages: contentApi?.content()?.pages });
phaseDone('host files');
console.log(`Host configurations: ${outDir}/_headers, ${outDir}/_redirects, ${outDir}-deploy/nginx.conf (see README, Deploy)`);
// Last, so that every file the build wrote has its compressed copies.
const compressed = await compression.finish(outDir);
phaseDone(`compression (${compressed.compressed} files compressed, the others' copies from the cache)`);
if (process.env.BUILD_TIMINGS === '1') console.log(phasesLine());
if (!email.isConfigured) {
  console.log(
    '\nEmail: this build has no email settings. Every page works; the contact form tells visitors that sending is not\n' +
      'set up yet and gives them the email address to write to instead. To have enquiries sent, set\n' +
      `  ${email.missing.join(', ')}\n` +
      'in the environment or in .env (see .env.example) and build again; `npm start` tries the form with a local outbox.',
  );
} else if (email.env.VITE_EMAILJS_ORIGIN?.trim().startsWith('/')) {
  console.log('Email: enquiries sent from this build\'s contact form are kept on this computer by its own server (npm start), not emailed.');
}
