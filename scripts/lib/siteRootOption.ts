// `--root DIR` (or `--root=DIR`) for validate, build, start and dev: the site's pages.yaml, nav.yaml and public/ are
// read from DIR while the project's own code and node_modules run them. The folder is handed on in SITE_ROOT (read by
// src/content/siteRoot.ts), which child processes (start's build) inherit.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Takes `--root DIR` out of `args`, sets SITE_ROOT, and returns the remaining arguments; exits 2 on a bad folder. */
export function takeRootOption(args: string[], command: string): string[] {
  const at = args.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  if (at === -1) return args;
  const option = args[at]!;
  const inline = option.startsWith('--root=');
  const value = inline ? option.slice('--root='.length) : args[at + 1];
  const rest = args.filter((_, index) => index !== at && (inline || index !== at + 1));
  const folder = value ? resolve(value) : '';
  const missing = value ? ['pages.yaml', 'nav.yaml'].filter((file) => !existsSync(join(folder, file))) : [];
  if (!value || value.startsWith('--') || missing.length) {
    const why = !value || value.startsWith('--') ? 'needs a folder, e.g. --root ../other-site' : `${folder} has no ${missing.join(' and no ')}`;
    console.error(`npm run ${command}: --root ${why}. A site folder holds pages.yaml, nav.yaml and public/.`);
    process.exit(2);
  }
  process.env.SITE_ROOT = folder;
  return rest;
}
