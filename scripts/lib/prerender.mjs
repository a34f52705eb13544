import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headTags } from './headTags.mjs';
import { chunksFor } from './manifest.mjs';

/** Renders every route of the built site to `dist/<path>/index.html` and the not-found page to `dist/404.html`. */
export async function prerender({ dist, serverEntry }) {
  const server = await import(pathToFileURL(resolve(serverEntry)).href);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const targets = [...server.paths.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html` })), { path: '/404-not-found', file: '404.html' }];

  for (const { path, file } of targets) {
    const rendered = await server.render(path);
    const preloads = chunksFor(manifest, rendered.pageModule, rendered.blockTypes)
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('\n    ');
    const head = [headTags({ site: server.site, page: rendered.page, path: file === '404.html' ? null : path, documentTitle: server.documentTitle }), preloads, rendered.styleTags].join('\n    ');
    const html = template
      .replace(/<meta name="description" content="" \/>\s*<title><\/title>/, '')
      .replace('<html lang="en">', `<html lang="${server.site.language}">`)
      .replace('<!--head-->', head)
      .replace('<!--app-->', rendered.html);
    const out = join(dist, file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, html);
  }
  return targets.length;
}
