import { describe, expect, it } from 'vitest';
import { classifyLink, printable, siteUrlProblem } from '../../src/content/links';
import { check, edit, navYaml, pagesYaml, positionOf } from '../fixtures/site';

describe('links are accepted by an allow-list', () => {
  it.each([
    ['/about', 'internal'],
    ['/about#Mission', 'internal'],
    ['#Mission', 'anchor'],
    ['https://example.com/a?b=1&c=2#d', 'external'],
    ['http://example.com', 'external'],
    ['mailto:info@example.com?subject=Hello', 'external'],
    ['tel:+15550100', 'external'],
  ])('%s is a %s link', (to, kind) => {
    expect(classifyLink(to).kind).toBe(kind);
  });

  it.each([
    ['javascript:alert(1)', '`javascript:` links are not allowed'],
    ['data:text/html,x', '`data:` links are not allowed'],
    ['file:///etc/passwd', '`file:` links are not allowed'],
    ['blob:https://evil.example/1', '`blob:` links are not allowed'],
    ['//evil.example', 'it starts with //'],
    ['https://site@evil.example', 'it has a user name before @'],
    ['https://user:pass@evil.example/', 'it has a user name before @'],
    ['java\tscript:alert(1)', 'invisible or control character (U+0009)'],
    ['\u0001javascript:alert(1)', 'invisible or control character (U+0001)'],
    ['\u200Bjavascript:alert(1)', 'invisible or control character (U+200B)'],
    ['/about\u202E', 'invisible or control character (U+202E)'],
    ['&#106;avascript:alert(1)', 'the HTML character reference `&#106;`'],
    ['/a&colon;b', 'the HTML character reference `&colon;`'],
    ['/\\evil.example', 'backslash'],
    [' /about', 'starts or ends with a space'],
    ['www.example.com', 'it is not a page path'],
    ['https:evil.example', 'write the address in full'],
    ['mailto:', 'needs an address after it'],
  ])('%j is unsafe: %s', (to, reason) => {
    const link = classifyLink(to);
    expect(link.kind).toBe('unsafe');
    expect(link.kind === 'unsafe' && link.reason).toContain(reason);
  });

  it('the problem is located at the link and shows hidden characters', () => {
    const pages = edit(pagesYaml, '            to: /about#Mission', '            to: "\\u200Bjavascript:alert(1)"');
    const { problems } = check(pages);
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'unsafe-url',
        ...positionOf(pages, '"\\u200Bjavascript'),
        message: '`<U+200B>javascript:alert(1)` is not allowed as a link: it contains an invisible or control character (U+200B); retype the link',
      }),
    ]);
    expect(printable('a\u2028b')).toBe('a<U+2028>b');
  });
});

describe('site.url', () => {
  it('must be https:// (http:// only for localhost)', () => {
    expect(siteUrlProblem('https://www.example.com')).toBeUndefined();
    expect(siteUrlProblem('http://localhost:4173')).toBeUndefined();
    expect(siteUrlProblem('http://www.example.com')).toContain('must be an https:// address');
    expect(siteUrlProblem('javascript:alert(1)')).toContain('`javascript:` is not allowed');
  });

  it('`javascript:alert(1)` in nav.yaml is an unsafe-url problem at site.url, found by validate', () => {
    const nav = edit(navYaml, 'url: https://www.example.com', 'url: "javascript:alert(1)"');
    const { problems } = check(pagesYaml, nav);
    expect(problems).toEqual([expect.objectContaining({ kind: 'unsafe-url', file: 'nav.yaml', ...positionOf(nav, '"javascript:alert(1)"') })]);
  });
});
