// The "same page without scripts" the site bench compares every route with: a copy of the built site in which every
// HTML page has lost its scripts, and nothing else. What is left is the page's floor: the HTML, CSS, fonts and images
// any rendering pipeline has to deliver, so the difference to it is what the scripts cost.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressFile } from '../lib/precompress';

// Built pages escape `<` inside inline scripts and JSON (no `</script>` can occur inside one), so a lazy match to the
// first closing tag is exact here.
const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const linkElement = /<link\b[^>]*>/gi;
const attribute = (tag: string, name: string): string => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i'))?.[1]?.toLowerCase() ?? '';
// Links that only fetch scripts ahead of time.
const fetchesScript = (link: string): boolean => attribute(link, 'rel') === 'modulepreload' || (attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'script');

/**
 * The page without scripts: every <script> element goes (classic, module, inline, speculation rules, and the JSON data
 * blocks that only scripts read) except structured data (`application/ld+json`, read by search engines, not run), and
 * every modulepreload or script preload link goes.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, (element, attributes: string) => (attribute(attributes, 'type') === 'application/ld+json' ? element : '')).replace(linkElement, (link) => (fetchesScript(link) ? '' : link));
}

/**
 * Copies the built site to `target` and removes the scripts of every HTML file in the copy, compressing the changed
 * pages again as the build does (the copy must not be sent as a smaller or larger page than it is); resolves to the
 * number of pages changed.
 */
export async function copyWithoutScripts(dist: string, target: string): Promise<number> {
  // Timestamps kept: a server sends a compressed copy only when it is not older than its file.
  cpSync(dist, target, { recursive: true, preserveTimestamps: true });
  const changed: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        const stripped = withoutScripts(html);
        if (/<script\b(?![^>]*application\/ld\+json)/i.test(stripped)) throw new Error(`A script survived in ${full}`);
        if (stripped !== html) {
          writeFileSync(full, stripped);
          changed.push(full);
        }
      }
    }
  };
  walk(target);
  for (const file of changed) await precompressFile(file);
  return changed.length;
}
