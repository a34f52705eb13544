// Runs in Node against styled-components' real server output, so a styled-components upgrade that changes the format
// of its server CSS fails here rather than in the browser.
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { __PRIVATE__, createGlobalStyle, ServerStyleSheet, styled, version } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { serverStyleGroups, serverStyleTag } from '../../src/theme/serverStyles';

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
