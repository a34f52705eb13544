// The build's last step: describe how the site is hosted (the hashes of its inline scripts and styles, its redirects)
// and write every host's configuration from that one description.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { githubPagesWorkflow, netlifyHeaders, netlifyRedirects, nginxServerBlock, notFoundRedirectScript } from './hostConfigs';
import { caseRedirects, contentSecurityPolicy, movedRedirects, PRODUCTION_HEADERS, securityHeaders, type HostRules } from './hostRules';

export const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Inline scripts the browser runs: no `src`, and not a data block (JSON and JSON-LD are never executed). */
const RUNNABLE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The `sha256-` sources of every inline script in the built pages. */
export function inlineScriptHashes(dist: string): string[] {
  const scripts = new Set<string>();
  for (const file of htmlFiles(dist)) {
    for (const match of readFileSync(file, 'utf8').matchAll(RUNNABLE_SCRIPT)) scripts.add(sha256(match[1]!));
  }
  return [...scripts].sort();
}

export type HostFileInputs = {
  dist: string;
  /** Where the description and the nginx block go (beside dist/, so the host never serves them). */
  deployDir: string;
  /** Where the GitHub Pages workflow goes (the repository's .github/workflows), or null to leave it. */
  workflowDir: string | null;
  pages: string[];
  /** pages.yaml's `redirects:`: each old address to the page it now leads to. */
  moved: Record<string, string>;
  siteUrl: string;
  /** The email provider's API origin, or null when the form posts to its own site. */
  emailOrigin: string | null;
  /** The map provider's embed origins. */
  frameOrigins: string[];
};

/** Adds the redirect script to 404.html, then writes the description and every host's files; returns the rules. */
export function writeHostFiles({ dist, deployDir, workflowDir, pages, moved, siteUrl, emailOrigin, frameOrigins }: HostFileInputs): HostRules {
  const redirects = { ...caseRedirects(pages), ...movedRedirects(moved, pages) };
  const draft: HostRules = { headers: {}, productionHeaders: { ...PRODUCTION_HEADERS }, pages, redirects, moved };
  if (Object.keys(redirects).length) {
    const notFound = join(dist, '404.html');
    const html = readFileSync(notFound, 'utf8');
    // First in the head, so the visitor is sent on before the not-found page paints.
    writeFileSync(notFound, html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    <script>${notFoundRedirectScript(draft)}</script>`));
  }
  const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(dist), connect: emailOrigin ? [emailOrigin] : [], frames: frameOrigins });
  const rules: HostRules = { ...draft, headers: securityHeaders(policy) };
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(join(deployDir, 'deployment.json'), `${JSON.stringify(rules, null, 2)}\n`);
  write(join(deployDir, 'nginx.conf'), nginxServerBlock(rules, { serverName: new URL(siteUrl).hostname }));
  write(join(dist, '_headers'), netlifyHeaders(rules));
  write(join(dist, '_redirects'), netlifyRedirects(rules));
  if (workflowDir) write(join(workflowDir, 'deploy-pages.yml'), githubPagesWorkflow());
  return rules;
}
