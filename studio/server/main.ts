// `npm run studio`: starts the studio on this project (or on --root DIR) and prints its address.
import { join, resolve } from 'node:path';
import { namedSiteRoot } from '../../src/content/node';
import { startStudio } from './createStudioServer';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `codeRoot` is this repository (where the editor's code lives); `--root` may point the studio at another copy. */
export async function main(args: string[], codeRoot: string): Promise<void> {
  const portText = option(args, 'port') ?? process.env.STUDIO_PORT ?? '4321';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number (0 picks a free one), not "${portText}".`);
  const root = resolve(option(args, 'root') ?? process.env.STUDIO_ROOT ?? namedSiteRoot() ?? codeRoot);
  // --dev: the editor served by Vite from its sources, reloading on each change (for work on the studio itself).
  const ui = args.includes('--dev') ? 'vite' : 'built';
  const start = (on: number) => startStudio({ root, port: on, ui, codeRoot, log: (message) => console.log(message), viteConfigFile: join(codeRoot, 'studio/vite.config.ts') });
  // The usual port taken (another program, or a studio already open): with no port asked for, any free one will do.
  const chosen = option(args, 'port') ?? process.env.STUDIO_PORT;
  const studio = await start(port).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    if (chosen !== undefined) throw new Error(`port ${port} is already in use (is the studio already running?); \`npm run studio -- --port 0\` picks a free one.`);
    console.log(`Port ${port} is in use (is the studio already open in another window?), so this studio uses another one.`);
    return start(0);
  });
  console.log(`Studio ready: ${studio.url}`);
  console.log(`Editing ${resolve(root, 'pages.yaml')} and nav.yaml. Press Ctrl+C to stop.`);
  const stop = () => void studio.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
