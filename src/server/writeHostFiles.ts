// The build's last step: describe how the site is hosted (the hashes of its inline scripts and styles, its redirects)
// and write every host's configuration from that one description.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { githubPagesWorkflow, netlifyHeaders, netlifyRedirects, nginxServerBlock, notFoundRedirectScript } from './hostConfigs';
import { caseRedirects, contentSecurityPolicy, movedRedirects, PRODUCTION_HEADERS, securityHeaders, type HostRules } from './hostRules';

export const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

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
  /**
   * The text of every inline script the build wrote into the pages. The policy allows exactly these and the not-found
   * redirect: known because the build wrote them, never found by reading dist/ (where a file from public/ could
   * bring its own script, and its hash, along).
   */
  inlineScripts: string[];
};

/** Adds the redirect script to 404.html, then writes the description and every host's files; returns the rules. */
export function writeHostFiles({ dist, deployDir, workflowDir, pages, moved, siteUrl, emailOrigin, frameOrigins, inlineScripts }: HostFileInputs): HostRules {
  const redirects = { ...caseRedirects(pages), ...movedRedirects(moved, pages) };
  const draft: HostRules = { headers: {}, productionHeaders: { ...PRODUCTION_HEADERS }, pages, redirects, moved };
  const scripts = [...inlineScripts];
  if (Object.keys(redirects).length) {
    const notFound = join(dist, '404.html');
    const html = readFileSync(notFound, 'utf8');
    // First in the head, so the visitor is sent on before the not-found page paints.
    const redirect = notFoundRedirectScript(draft);
    writeFileSync(notFound, html.replace(/<meta name="viewport"[^>]*>/, (meta) => `${meta}\n    <script>${redirect}</script>`));
    scripts.push(redirect);
  }
  const policy = contentSecurityPolicy({ scriptHashes: scripts.map(sha256), connect: emailOrigin ? [emailOrigin] : [], frames: frameOrigins });
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
