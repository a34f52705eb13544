// `npm run studio`: the visual editor for pages.yaml and nav.yaml, on http://127.0.0.1:4321/ (see README.md,
// "Edit in the studio"). Options: --port N (0 picks a free port; or STUDIO_PORT), --root DIR (or STUDIO_ROOT) to edit
// another copy of the site, --dev to serve the editor from its sources with Vite (work on the studio itself).
// Development tooling only: nothing of it is part of `npm run build`. The editor is pre-built on the first run after a
// change to its sources (studio/server/editorBuild.ts), so later starts need no Vite build.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../studio/server/main';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
try {
  await main(process.argv.slice(2), root);
} catch (error) {
  console.error(`The studio could not start: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
