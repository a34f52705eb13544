// `npm run dev`: Vite's development server, with its own options (--port, --host...) passed through. `--root DIR`
// serves the site in DIR (its pages.yaml, nav.yaml and public/) with this project's code.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { takeRootOption } from './lib/siteRootOption';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const args = takeRootOption(process.argv.slice(2), 'dev');
// vite's package exports do not list its command; its package.json is listed, and the command sits beside it.
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const child = spawn(process.execPath, [vite, ...args], { stdio: 'inherit' });
// Ctrl+C reaches Vite through the terminal too; this process ends with it and with its exit code.
child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 0)));
