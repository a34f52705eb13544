// The checks of pages.yaml's `redirects:` (old addresses sent on to a page with a 301): each old address is free (no
// page has it, no other redirect takes it), and each leads straight to a page, never through another redirect and
// never round in a circle. Addresses are compared the way the router and the host configurations match them: case and
// a trailing slash ignored.
import type { PagesFile, Redirect } from '../renderer/pageSchema';
import { didYouMean, someNames } from './didYouMean';
import { routeKey } from './links';
import type { Problem } from './problems';

type Report = (path: PropertyKey[], problem: Omit<Problem, 'file' | 'line' | 'col' | 'path' | 'place'>) => void;

/** The path part of a redirect's `to` (before any #anchor). */
const redirectTargetPath = (to: string) => to.split('#')[0]!;

/** The first redirect for each old address (compared as routes), by its index in the list. */
function firstByFrom(redirects: Redirect[]): Map<string, number> {
  const first = new Map<string, number>();
  redirects.forEach((redirect, index) => {
    if (!first.has(routeKey(redirect.from))) first.set(routeKey(redirect.from), index);
  });
  return first;
}

/**
 * Where a redirect chain starting at `index` ends: a path no redirect takes, or `loop` when it comes round again.
 * `byFrom` is `firstByFrom(redirects)`, built once for the whole list.
 */
function followRedirects(redirects: Redirect[], byFrom: Map<string, number>, index: number): { end: string; loop: boolean; through: string[] } {
  const seen = new Set<number>([index]);
  const through = [redirects[index]!.from];
  let to = redirects[index]!.to;
  for (;;) {
    const next = byFrom.get(routeKey(redirectTargetPath(to)));
    if (next === undefined) return { end: to, loop: false, through };
    if (seen.has(next)) return { end: to, loop: true, through };
    seen.add(next);
    through.push(redirects[next]!.from);
    to = redirects[next]!.to;
  }
}

/**
 * The problems of the redirects list; `locate(path)` names a line in pages.yaml. `anchorsOf(path)` gives the anchors
 * of the page at that exact path (undefined when there is no such page).
 */
export function redirectProblems(pages: PagesFile, anchorsOf: (path: string) => Set<string> | undefined, lineOf: (path: PropertyKey[]) => number, report: Report): void {
  const redirects = pages.redirects ?? [];
  const pageByKey = new Map(pages.pages.map((page, index) => [routeKey(page.path), index] as const));
  const byFrom = firstByFrom(redirects);
  const pagePaths = pages.pages.map((page) => page.path);

  redirects.forEach((redirect, index) => {
    const at = (key: 'from' | 'to') => ['redirects', index, key];
    const page = pageByKey.get(routeKey(redirect.from));
    if (page !== undefined) {
      report(at('from'), {
        kind: 'redirect-clash',
        message: `\`${redirect.from}\` is the address of the page \`${pages.pages[page]!.path}\` (line ${lineOf(['pages', page, 'path'])}), so this redirect would hide it`,
        hint: 'remove this redirect, or give the page another address',
      });
      return;
    }
    const first = byFrom.get(routeKey(redirect.from))!;
    if (first !== index) {
      report(at('from'), {
        kind: 'duplicate-redirect',
        message: `\`${redirect.from}\` is already redirected to \`${redirects[first]!.to}\` (line ${lineOf(['redirects', first, 'from'])})`,
        hint: 'keep one redirect for each old address',
      });
      return;
    }
    const targetPath = redirectTargetPath(redirect.to);
    const anchors = anchorsOf(targetPath);
    if (!anchors && byFrom.has(routeKey(targetPath))) {
      const { end, loop, through } = followRedirects(redirects, byFrom, index);
      report(at('to'), loop
        ? {
            kind: 'redirect-chain',
            message: `the redirects from ${through.map((from) => `\`${from}\``).join(', ')} lead to each other in a circle, so none of them reaches a page`,
            hint: 'point this redirect to a page',
          }
        : {
            kind: 'redirect-chain',
            message: `\`${redirect.to}\` is itself redirected, to \`${end}\`: visitors would be sent on twice`,
            hint: `point it straight to \`${end}\``,
          });
      return;
    }
    if (!anchors) {
      const caseMatch = pageByKey.get(routeKey(targetPath));
      const suggestion = caseMatch === undefined ? didYouMean(targetPath, pagePaths) : pagePaths[caseMatch];
      report(at('to'), {
        kind: caseMatch === undefined ? 'broken-link' : 'wrong-case-link',
        message: caseMatch === undefined ? `no page has the path \`${targetPath}\`` : `\`${targetPath}\` must be spelled exactly like the page path \`${suggestion}\``,
        hint: suggestion ? `did you mean \`${suggestion}\`?` : 'point the redirect to the address of an existing page',
      });
      return;
    }
    const anchor = redirect.to.includes('#') ? redirect.to.slice(redirect.to.indexOf('#') + 1) : undefined;
    if (anchor !== undefined && !anchors.has(anchor)) {
      const suggestion = didYouMean(anchor, anchors);
      report(at('to'), {
        kind: 'missing-anchor',
        message: `page \`${targetPath}\` has no block with \`anchor: ${anchor}\` (redirect \`${redirect.to}\`)`,
        hint: suggestion ? `did you mean \`${suggestion}\`?` : anchors.size ? `anchors there: ${someNames(anchors)}` : `point it to \`${targetPath}\` without an anchor`,
      });
    }
  });
}
