// `npm run build`: validates the content, builds the server renderer and the browser bundle (or takes the ones an
// earlier build kept for the same code), then prerenders every route to static HTML in dist/. `--root DIR` builds the site in DIR (its
// pages.yaml, nav.yaml and public/) with this project's code, into this project's dist/ as ever.
import './lib/productionMode';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, type LogLevel, type Plugin } from 'vite';
import { buildCacheRoot } from '../src/content/buildCache';
import { siteRoot } from '../src/content/siteRoot';
import type { siteContent } from '../src/content/vitePlugin';
import { iconsUsed } from '../src/content/iconCheck';
import { loadSite } from '../src/content/loadSite';
import { formatProblems } from '../src/content/problems';
import type { ImageVariant } from '../src/content/responsiveImages';
import { serverContentModule, writeImageVariants } from '../src/content/serverContent';
import { browserBundleCache, browserBundleKey, serverRendererKey } from './lib/browserBundleCache';
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
/** The server renderer's content module, and the module that loads it and then the bundle (the entry the build runs). */
const SERVER_CONTENT_FILE = 'site-content.js';
const SERVER_FILE = 'server.js';

// The content plugin of the server build (src/content/vitePlugin.ts): told to leave the content out of the bundle.
const contentProbe: Plugin = {
  name: 'build-content-probe',
  configResolved(config) {
    (config.plugins.find((plugin) => plugin.name === 'site-content') as ReturnType<typeof siteContent> | undefined)?.api.keepContentOut();
  },
};
const codeRoot = process.cwd();
let content: NonNullable<ReturnType<typeof loadSite>['content']>;

try {
  // The content first, on every build: its problems stop the build located in the site's files, as the dev server and
  // `npm run validate` show them (named from the project's folder, so that a --root site's point at its own files).
  const root = siteRoot(codeRoot);
  const loaded = loadSite(root);
  if (loaded.problems.length) {
    throw new Error(formatProblems(root === codeRoot ? loaded.problems : loaded.problems.map((problem) => ({ ...problem, file: relative(codeRoot, join(root, problem.file)) }))));
  }
  content = loaded.content!;
  // What of the content the code carries (the interface words, the icons of the sprite): both bundles are kept by it
  // and the code, so that a page's edit takes the ones an earlier build made (lib/browserBundleCache.ts).
  const facts = { labels: content.nav.site.labels, icons: iconsUsed(content.pages, content.nav) };
  const key = browserBundleKey(codeRoot, facts, { publicDir: siteRoot('.') });
  const keptServer = browserBundleCache(join(buildCacheRoot(codeRoot), 'server-renderer'));
  const serverKey = serverRendererKey(key);
  if (keptServer.restore(serverKey, ssrOutDir)) phaseDone('server renderer (kept from an earlier build)');
  else {
    await build({ ...quiet, plugins: [contentProbe], build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false } });
    keptServer.save(serverKey, ssrOutDir);
    phaseDone('server renderer');
  }
  // Its content, beside it (src/content/serverContent.ts), with the responsive copies of the pictures the pages show.
  const variants = new Map<string, ImageVariant>();
  writeFileSync(join(ssrOutDir, SERVER_CONTENT_FILE), await serverContentModule(content, root, variants));
  writeFileSync(join(ssrOutDir, SERVER_FILE), `import './${SERVER_CONTENT_FILE}';\nexport * from './entry-server.js';\n`);
  await writeImageVariants(variants, codeRoot, (fileName, source) => {
    mkdirSync(dirname(join(ssrOutDir, fileName)), { recursive: true });
    writeFileSync(join(ssrOutDir, fileName), source);
  });
  phaseDone('content and images');
  const kept = browserBundleCache(join(buildCacheRoot(codeRoot), 'browser-bundle'));
  if (kept.restore(key, outDir)) phaseDone('browser bundle (kept from an earlier build)');
  else {
    await build({ ...quiet, build: { outDir, emptyOutDir: true, copyPublicDir: false } });
    kept.save(key, outDir);
    phaseDone('browser bundle');
  }
  moveServerAssets(ssrOutDir, outDir);
  // public/ is copied by the build itself, only the kinds of file a site serves, and of those only the files the site
  // uses (lib/publicCopy.ts); `npm run validate` names those left behind.
  const { leftBehind } = await copyPublicFiles(outDir, [outDir, ssrOutDir], content);
  if (leftBehind.length) {
    const count = leftBehind.length === 1 ? '1 file of public/ is' : `${leftBehind.length} files of public/ are`;
    console.log(`${count} not used by any page and not published (npm run validate lists them).`);
  }
  phaseDone('public files');
} catch (error) {
  // Content problems arrive here already formatted, one per mistake; other errors keep their own words.
  const message = error instanceof Error ? error.message : String(error);
  const problems = message.match(/\d+ content problems?:[\s\S]*/);
  console.error(problems ? `\nThe build stopped: ${problems[0]}` : `\nThe build stopped:\n${message}`);
  process.exit(1);
}
let pages;
let inlineScripts;
// Each page is compressed on the other processors while the next one renders (lib/precompress.ts).
const compression = sitePrecompression();
try {
  ({ pages, inlineScripts } = await prerender({ dist: outDir, serverEntry: join(ssrOutDir, SERVER_FILE), onPage: compression.add }));
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
await writeDeployment({ dist: outDir, serverEntry: join(ssrOutDir, SERVER_FILE), email, inlineScripts, pages: content.pages });
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
