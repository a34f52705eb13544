// Issue 33 (hardening, second round), finding 7: content could write into the Content-Security-Policy and nginx.conf.
// The map block's embedUrl and site.url were checked only as URLs, and a URL's host may hold `; $ " { } '`. Each
// attack is refused by the content check at its line; each host file also refuses a value it cannot hold as it is.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { netlifyHeaders, nginxServerBlock } from '../../src/server/hostConfigs';
import { contentSecurityPolicy, defaultHostRules, securityHeaders } from '../../src/server/hostRules';
import { exampleRoot } from '../fixtures/exampleSite';
import { positionOf } from '../fixtures/site';

const EMBED = 'https://www.openstreetmap.org/export/embed.html?bbox=-0.1310%2C51.5020%2C-0.1150%2C51.5100&layer=mapnik&marker=51.5060%2C-0.1230';
/** A map block for the example site's contact page (which has none), placed before its last section. */
const MAP_BLOCK = `      - type: map
        heading: Find us
        embedUrl: ${EMBED}
        title: Map of the area around the co-op's office
        preview:
          src: /images/hero-contact.svg
          alt: The co-op's shopfront office on a high street.
        notice: The live map comes from OpenStreetMap and is loaded only when you ask for it.
        loadLabel: Show the map

`;
const LAST_SECTION = '      - type: section\n        heading: Press and partners\n';
let project: string;

// A copy of the example site (whichever organisation's site is in the project), with a map on its contact page.
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'host-values-'));
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(exampleRoot, name), join(project, name));
  cpSync(join(exampleRoot, 'public'), join(project, 'public'), { recursive: true });
  replaceIn('pages.yaml', LAST_SECTION, MAP_BLOCK + LAST_SECTION);
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const replaceIn = (file: string, from: string, to: string) => {
  const text = readFileSync(join(project, file), 'utf8');
  expect(text.split(from)).toHaveLength(2);
  writeFileSync(join(project, file), text.replace(from, () => to));
  return text.replace(from, () => to);
};

describe('values that reach host files are plain (finding 7)', () => {
  it.each([
    // Adds directives to the site-wide policy (a sandbox, a script-src-elem).
    ['"https://www.openstreetmap.org;sandbox;script-src-elem/export/embed.html"'],
    // Becomes an nginx variable inside add_header.
    ['"https://www.openstreetmap.org$host/export/embed.html"'],
    ['"https://www.openstreetmap.org\\"{}/export/embed.html"'],
  ])('the map embedUrl %s is a problem at its line', (attack) => {
    const pages = replaceIn('pages.yaml', EMBED, attack);
    expect(loadSite(project).problems).toEqual([
      expect.objectContaining({ kind: 'invalid-value', file: 'pages.yaml', ...positionOf(pages, attack), message: expect.stringContaining('letters, digits, dots and hyphens') }),
    ]);
  });

  it.each([['"https://x;}$x"'], ['"https://www.example.com/blog?x=1"'], ['"https://www.exa\'mple.com"']])('site.url %s is a problem at its line', (attack) => {
    const nav = replaceIn('nav.yaml', 'url: https://www.brightfield-solar.example.org', `url: ${attack}`);
    expect(loadSite(project).problems).toEqual([expect.objectContaining({ kind: 'unsafe-url', file: 'nav.yaml', ...positionOf(nav, attack) })]);
  });

  it('the site with a plain map and site.url passes', () => {
    expect(loadSite(project).problems).toEqual([]);
  });

  it('the policy refuses a source that would add words or directives to it', () => {
    expect(() => contentSecurityPolicy({ scriptHashes: [], connect: [], frames: ["https://www.openstreetmap.org;sandbox;script-src-elem 'unsafe-inline'"] })).toThrow(/cannot be written into the Content-Security-Policy/);
    expect(() => contentSecurityPolicy({ scriptHashes: [], connect: ['https://a.example https://b.example'], frames: [] })).toThrow(/cannot be written/);
  });

  it('nginx.conf quotes the server name and refuses a value with a variable or a line break; _headers refuses a line break', () => {
    expect(nginxServerBlock(defaultHostRules, { serverName: 'www.example.com' })).toContain('server_name "www.example.com";');
    expect(() => nginxServerBlock(defaultHostRules, { serverName: 'x;}$x' })).toThrow(/cannot be written into nginx.conf/);
    const withVariable = { ...defaultHostRules, headers: securityHeaders('frame-src https://$host') };
    expect(() => nginxServerBlock(withVariable)).toThrow(/cannot be written into nginx.conf/);
    const withBreak = { ...defaultHostRules, headers: { 'X-Test': 'a\n/*\n  X-Other: b' } };
    expect(() => netlifyHeaders(withBreak)).toThrow(/cannot be written into _headers/);
  });
});
