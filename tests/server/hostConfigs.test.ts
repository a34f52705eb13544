import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { githubPagesWorkflow, netlifyHeaders, netlifyRedirects, nginxServerBlock, notFoundRedirectScript } from '../../src/server/hostConfigs';
import { CACHE, caseRedirects, contentSecurityPolicy, movedRedirects, PRODUCTION_HEADERS, securityHeaders, type HostRules } from '../../src/server/hostRules';

const pages = ['/', '/about', '/application/Solution/AquaCulture', '/application/product/ifas'];
const policy = contentSecurityPolicy({ scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a'], connect: ['https://api.emailjs.com'], frames: ['https://www.openstreetmap.org'] });
const rules: HostRules = { headers: securityHeaders(policy), productionHeaders: { ...PRODUCTION_HEADERS }, pages, redirects: caseRedirects(pages), moved: {} };
/** The same site with two old addresses kept working (pages.yaml's `redirects:`). */
const moved = { '/about-us': '/about', '/Mission': '/about#Mission' };
const withMoved: HostRules = { ...rules, redirects: { ...rules.redirects, ...movedRedirects(moved, pages) }, moved };

describe('the hosting description', () => {
  it('redirects the lower-case and trailing-slash spellings of pages with capitals, and nothing else', () => {
    expect(rules.redirects).toEqual({
      '/application/solution/aquaculture': '/application/Solution/AquaCulture',
      '/application/solution/aquaculture/': '/application/Solution/AquaCulture',
      '/application/Solution/AquaCulture/': '/application/Solution/AquaCulture',
    });
  });

  it('builds a policy with the script hashes, once each and sorted, and no unsafe-inline for scripts', () => {
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; style-src-attr 'none'; " +
        "img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self' https://api.emailjs.com; frame-src https://www.openstreetmap.org; " +
        "worker-src 'none'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});

describe('the generated host configurations', () => {
  it('writes _headers with every header for all paths and the year-long cache for hashed assets only', () => {
    const lines = netlifyHeaders(rules).split('\n');
    expect(lines[1]).toBe('/*');
    expect(lines).toContain(`  Content-Security-Policy: ${policy}`);
    expect(lines).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(lines.slice(-3)).toEqual(['/assets/*', `  Cache-Control: ${CACHE.hashed}`, '']);
    expect(lines.filter((line) => line.includes('Cache-Control'))).toHaveLength(1);
  });

  it('writes _redirects as 301s without the force flag', () => {
    expect(netlifyRedirects(rules).split('\n').slice(1, -1)).toEqual([
      '/application/solution/aquaculture /application/Solution/AquaCulture 301',
      '/application/solution/aquaculture/ /application/Solution/AquaCulture 301',
      '/application/Solution/AquaCulture/ /application/Solution/AquaCulture 301',
    ]);
  });

  it('writes an nginx server block with every header, each redirect as an exact location, and the 404 page', () => {
    const block = nginxServerBlock(rules, { serverName: 'www.wastely.example.com' });
    expect(block).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(block).toContain('add_header Cache-Control $site_cache_control always;');
    expect(block).toContain('location = "/application/solution/aquaculture/" { return 301 "/application/Solution/AquaCulture$is_args$args"; }');
    expect(block).toContain('error_page 404 /404.html;');
    expect(block).toContain('server_name "www.wastely.example.com";');
    expect(block).toContain('try_files $uri $uri/index.html =404;');
  });

  it('keeps the committed GitHub Pages workflow as the build writes it', () => {
    expect(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')).toBe(githubPagesWorkflow());
  });

  it('gives 404.html a small script that knows the pages, as they are spelled', () => {
    const script = notFoundRedirectScript(rules);
    expect(script).toContain('a=["/","/about","/application/Solution/AquaCulture","/application/product/ifas"]');
    expect(script.length).toBeLessThan(500);
  });

  it('sends each old address, its trailing-slash and lower-case spellings, to its page from every host', () => {
    expect(movedRedirects(moved, pages)).toEqual({
      '/about-us': '/about',
      '/about-us/': '/about',
      '/Mission': '/about#Mission',
      '/Mission/': '/about#Mission',
      '/mission': '/about#Mission',
      '/mission/': '/about#Mission',
    });
    expect(netlifyRedirects(withMoved).split('\n')).toContain('/about-us /about 301');
    const block = nginxServerBlock(withMoved);
    expect(block).toContain('location = "/about-us" { return 301 "/about$is_args$args"; }');
    // The query goes before the anchor.
    expect(block).toContain('location = "/mission/" { return 301 "/about$is_args$args#Mission"; }');
  });

  it("gives 404.html the old addresses too, in lower case, without adding them to the pages", () => {
    const script = notFoundRedirectScript(withMoved);
    expect(script).toContain('a=["/","/about","/application/Solution/AquaCulture","/application/product/ifas"]');
    expect(script).toContain('m={"/about-us":"/about","/mission":"/about#Mission"}');
  });
});
