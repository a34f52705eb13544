// Runs in Node against styled-components' real server output, so a styled-components upgrade that changes the format
// of its server CSS fails here rather than in the browser.
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { __PRIVATE__, createGlobalStyle, ServerStyleSheet, styled, version } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { serverStyleGroups, serverStyleTag, withIslandMarkersOnly, withoutUnusedComponentIds } from '../../src/theme/serverStyles';

const Panel = styled.section<{ $tone: 'light' | 'dark' }>`
  padding: 1rem;
  color: ${({ $tone }) => ($tone === 'dark' ? 'white' : 'black')};
  @media (min-width: 768px) { padding: 2rem; }
`;
const Title = styled.h2`font-weight: 700;`;
const Global = createGlobalStyle`body { margin: 0; }`;

function serverRender() {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      createElement(Fragment, null, createElement(Global), createElement(Panel, { $tone: 'light' }, createElement(Title, null, 'A')), createElement(Panel, { $tone: 'dark' }, 'B')),
    ),
  );
  const css = sheet.instance.toString();
  sheet.seal();
  return { html, css };
}

describe('server styles', () => {
  it('reads every component of the server CSS: its id and the class names the markup uses', () => {
    const { html, css } = serverRender();
    const groups = serverStyleGroups(css);
    const panel = groups.find((group) => group.id === Panel.styledComponentId)!;
    const title = groups.find((group) => group.id === Title.styledComponentId)!;
    expect(panel.names).toHaveLength(2);
    for (const name of [...panel.names, ...title.names]) expect(html).toContain(name);
    // Every component's marker is read: one group per marker in the server output.
    expect(groups).toHaveLength(css.split('/*!sc*/\n').filter((part) => part.startsWith('data-styled.')).length);
  });

  it('writes the CSS into a tag that styled-components does not rehydrate by itself', () => {
    const { css } = serverRender();
    const tag = serverStyleTag(css);
    expect(tag).toMatch(/^<style data-server-styles>/);
    expect(tag).not.toContain('data-styled="');
    expect(serverStyleTag('')).toBe('');
  });
});

describe("styled-components' private sheet API, used by src/theme/serverStyles.ts", () => {
  const methods = ['registerName', 'hasNameForId'] as const;

  it('still has the shape src/theme/serverStyles.ts relies on', () => {
    const sheet = (__PRIVATE__ as unknown as { mainSheet?: Record<string, unknown> }).mainSheet;
    const missing = methods.filter((method) => typeof sheet?.[method] !== 'function');
    expect(
      missing,
      `styled-components ${version}: __PRIVATE__.mainSheet ${sheet ? `lacks ${missing.join(', ')}` : 'is missing'}. ` +
        'src/theme/serverStyles.ts registers prerendered class names through it: rework that file for this version ' +
        '(README, Upgrading) or keep the previous version.',
    ).toEqual([]);
  });

  it('registers a name and reports it', () => {
    const sheet = __PRIVATE__.mainSheet;
    expect(sheet.hasNameForId('upgrade-check', 'upgrade-name'), 'src/theme/serverStyles.ts: hasNameForId before registering').toBe(false);
    sheet.registerName('upgrade-check', 'upgrade-name');
    expect(sheet.hasNameForId('upgrade-check', 'upgrade-name'), 'src/theme/serverStyles.ts: registerName no longer registers').toBe(true);
  });
});

describe('component ids in markup that is never hydrated', () => {
  const Icon = styled.span`color: red;`;
  const Link = styled.a`
    color: blue;
    &:hover ${Icon} { color: green; }
  `;

  it('go, except those a rule of the page selects; class names and other attributes stay as rendered', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(createElement(Link, { href: '/a', className: 'own' }, createElement(Icon), 'Home')));
    const css = sheet.instance.toString();
    sheet.seal();
    const [linkId, iconId] = [Link.styledComponentId, Icon.styledComponentId];
    expect(html).toContain(linkId);
    expect(css).toContain(`.${iconId}`);

    const trimmed = withoutUnusedComponentIds(html, css);
    expect(trimmed).not.toContain(linkId);
    // The icon's id is selected by the link's hover rule, so it stays, with the icon's class name.
    const iconNames = serverStyleGroups(css).find((group) => group.id === iconId)!.names;
    expect(trimmed).toContain(`class="${iconId} ${iconNames[0]}"`);
    const linkNames = serverStyleGroups(css).find((group) => group.id === linkId)!.names;
    expect(trimmed).toContain(`href="/a"`);
    expect(trimmed).toMatch(new RegExp(`class="(own ${linkNames[0]}|${linkNames[0]} own)"`));
    expect(trimmed.replace(/ class="[^"]*"/g, '')).toBe(html.replace(/ class="[^"]*"/g, ''));
  });

  it('leaves an element with only a component id without a class attribute, and text that mentions one untouched', () => {
    const Bare = styled.i``;
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(createElement('p', null, createElement(Bare), ` class="${Bare.styledComponentId}"`)));
    const css = sheet.instance.toString();
    sheet.seal();
    expect(withoutUnusedComponentIds(html, css)).toBe(`<p><i></i> class=&quot;${Bare.styledComponentId}&quot;</p>`);
  });
});

describe('markers in the server CSS', () => {
  const Island = styled.button`color: navy;`;
  const Static = styled.p`color: gray;`;
  const Shared = styled.span`font-weight: 700;`;

  function page() {
    const sheet = new ServerStyleSheet();
    const islandHtml = renderToString(sheet.collectStyles(createElement(Fragment, null, createElement(Global), createElement(Island, null, createElement(Shared, null, 'Next')))));
    const pageHtml = renderToString(sheet.collectStyles(createElement(Fragment, null, createElement(Static, null, 'Text'), createElement(Shared, null, 'Bold'))));
    const css = sheet.instance.toString();
    sheet.seal();
    return { islandHtml, pageHtml, css };
  }
  const rules = (css: string) => css.split('/*!sc*/\n').filter((part) => part && !part.startsWith('data-styled.'));

  it("keep those of the islands' components and of global styles, and every rule", () => {
    const { islandHtml, css } = page();
    const kept = withIslandMarkersOnly(css, islandHtml);
    expect(serverStyleGroups(kept).map((group) => group.id).sort()).toEqual([Island.styledComponentId, Shared.styledComponentId, serverStyleGroups(css).find((group) => group.id.startsWith('sc-global-'))!.id].sort());
    expect(rules(kept)).toEqual(rules(css));
  });

  it('are all left out, with the separators, on a page without React islands', () => {
    const { css } = page();
    const kept = withIslandMarkersOnly(css, '');
    expect(kept).not.toContain('data-styled');
    expect(kept).not.toContain('/*!sc*/');
    expect(kept).toBe(rules(css).join(''));
  });
});
