// Issue 33 (hardening, second round), finding 3: the not-found page's script sends a visitor only to an address the
// site has. The script runs here against a stand-in for `location`, for each address a visitor (or a link someone
// else wrote) may arrive at.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { notFoundRedirectScript } from '../../src/server/hostConfigs';
import { caseRedirects, movedRedirects, type HostRules } from '../../src/server/hostRules';

const pages = ['/', '/about', '/contact', '/application/Solution/AquaCulture'];
const moved = { '/about-us': '/about', '/Mission': '/about#Mission' };
const rules: HostRules = { headers: {}, productionHeaders: {}, pages, redirects: { ...caseRedirects(pages), ...movedRedirects(moved, pages) }, moved };
const script = notFoundRedirectScript(rules);

/** Where the script sends a visitor who arrived at `pathname` (what the browser's location holds), or null. */
function sentTo(pathname: string, search = '', hash = ''): string | null {
  let replaced: string | null = null;
  runInNewContext(script, { location: { pathname, search, hash, replace: (to: string) => (replaced = to) } });
  return replaced;
}

describe('the not-found redirect (finding 3)', () => {
  it.each([
    // The path a browser's location holds for https://site//EVIL.example/x, https://site/\EVIL.example/x and
    // https://site/.//EVIL.example/x: each once led to evil.example.
    '//EVIL.example/x',
    '//evil.example/x',
    '//EVIL.example',
    '//EVIL.example/',
    '/\\EVIL.example/x',
    '/.//EVIL.example/x',
    '///EVIL.example/x',
    '/%2F%2FEVIL.example/x',
    '/No/Such/Page',
    '/ABOUT/../x',
  ])('leaves %s where it is', (pathname) => {
    expect(sentTo(pathname)).toBeNull();
  });

  it.each([
    ['/application/solution/aquaculture', '/application/Solution/AquaCulture'],
    ['/APPLICATION/SOLUTION/AQUACULTURE/', '/application/Solution/AquaCulture'],
    ['/ABOUT', '/about'],
    ['/Contact/', '/contact'],
    ['/about-us', '/about'],
    ['/ABOUT-US/', '/about'],
    ['/mission', '/about#Mission'],
  ])('sends %s on to the page %s', (pathname, page) => {
    expect(sentTo(pathname)).toBe(page);
  });

  it('keeps the query, and the hash unless the target has its own', () => {
    expect(sentTo('/ABOUT', '?from=mail', '#team')).toBe('/about?from=mail#team');
    expect(sentTo('/mission', '?from=mail', '#team')).toBe('/about?from=mail#Mission');
  });

  it('stops on the page itself (no loop)', () => {
    expect(sentTo('/about')).toBeNull();
  });
});
