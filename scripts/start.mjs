// `npm start`: builds the site and serves dist/ on localhost like a static host.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runTs } from './lib/runTs.mjs';

const port = Number(process.env.PORT ?? 4173);
if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { createStaticServer } = await runTs('src/server/staticServer.ts');
createStaticServer(resolve('dist')).listen(port, '127.0.0.1', () => {
  console.log(`\nWastely is running at http://localhost:${port}/  (Ctrl+C to stop)`);
});
