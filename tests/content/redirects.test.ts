import { describe, expect, it } from 'vitest';
import { check, pagesYaml, positionOf } from '../fixtures/site';

/** The fixture site with a `redirects:` list written after `notFound:`, as the studio writes it. */
const withRedirects = (...entries: Array<[string, string]>) =>
  `${pagesYaml}redirects:\n${entries.map(([from, to]) => `  - from: ${from}\n    to: ${to}\n`).join('')}`;

const problemsOf = (pages: string) => check(pages).problems.map(({ kind, line, col, path, message, hint }) => ({ kind, line, col, path, message, hint }));

describe('redirects in pages.yaml', () => {
  it('accepts old addresses sent on to a page or a part of one, and keeps them in the content', () => {
    const result = check(withRedirects(['/about-us', '/about'], ['/mission', '/about#Mission']));
    expect(result.problems).toEqual([]);
    expect(result.content!.pages.redirects).toEqual([
      { from: '/about-us', to: '/about' },
      { from: '/mission', to: '/about#Mission' },
    ]);
  });

  it('refuses an old address that is the address of a page (case and trailing slash ignored)', () => {
    const pages = withRedirects(['/About', '/application/Solution/Water_Treatment']);
    expect(problemsOf(pages)).toEqual([
      {
        kind: 'redirect-clash',
        ...positionOf(pages, '/About\n'),
        path: 'redirects[0].from',
        message: `\`/About\` is the address of the page \`/about\` (line ${positionOf(pages, '/about\n').line}), so this redirect would hide it`,
        hint: 'remove this redirect, or give the page another address',
      },
    ]);
  });

  it('refuses the same old address twice, naming the first', () => {
    const twice = withRedirects(['/about-us', '/about'], ['/About-us', '/']);
    expect(problemsOf(twice)).toEqual([
      {
        kind: 'duplicate-redirect',
        ...positionOf(twice, '/About-us'),
        path: 'redirects[1].from',
        message: `\`/About-us\` is already redirected to \`/about\` (line ${positionOf(twice, '/about-us').line})`,
        hint: 'keep one redirect for each old address',
      },
    ]);
  });

  it('refuses a chain and says where to point the first redirect instead', () => {
    const pages = withRedirects(['/old-about', '/about-us'], ['/about-us', '/about']);
    expect(problemsOf(pages)).toEqual([
      {
        kind: 'redirect-chain',
        ...positionOf(pages, '/about-us\n  - from'),
        path: 'redirects[0].to',
        message: '`/about-us` is itself redirected, to `/about`: visitors would be sent on twice',
        hint: 'point it straight to `/about`',
      },
    ]);
  });

  it('refuses redirects that lead to each other in a circle', () => {
    const pages = withRedirects(['/a', '/b'], ['/b', '/a']);
    expect(problemsOf(pages).map(({ kind, path, message }) => ({ kind, path, message }))).toEqual([
      { kind: 'redirect-chain', path: 'redirects[0].to', message: 'the redirects from `/a`, `/b` lead to each other in a circle, so none of them reaches a page' },
      { kind: 'redirect-chain', path: 'redirects[1].to', message: 'the redirects from `/b`, `/a` lead to each other in a circle, so none of them reaches a page' },
    ]);
  });

  it('refuses a target that is not a page, a misspelt one, or a missing anchor, with a suggestion', () => {
    const pages = withRedirects(['/x', '/abuot'], ['/y', '/About'], ['/z', '/about#Misson']);
    expect(problemsOf(pages).map(({ kind, path, message, hint }) => ({ kind, path, message, hint }))).toEqual([
      { kind: 'broken-link', path: 'redirects[0].to', message: 'no page has the path `/abuot`', hint: 'did you mean `/about`?' },
      { kind: 'wrong-case-link', path: 'redirects[1].to', message: '`/About` must be spelled exactly like the page path `/about`', hint: 'did you mean `/about`?' },
      { kind: 'missing-anchor', path: 'redirects[2].to', message: 'page `/about` has no block with `anchor: Misson` (redirect `/about#Misson`)', hint: 'did you mean `Mission`?' },
    ]);
  });

  it('refuses an address that is not a site path, with the rule', () => {
    const pages = withRedirects(['about-us', 'https://example.com']);
    expect(problemsOf(pages).map(({ kind, path }) => ({ kind, path }))).toEqual([
      { kind: 'invalid-value', path: 'redirects[0].from' },
      { kind: 'invalid-value', path: 'redirects[0].to' },
    ]);
  });
});
