// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { HydratingPrerenderedPage, prerenderedOnce } from '../../src/ui/PrerenderedGlobalStyle';

// A stand-in for a global style that counts its renders: styled-components injects a global style's rules when it
// renders in the browser, and the tests' copy of it is the server build, which injects nothing into the document.
let renders = 0;
const Counted = prerenderedOnce(() => {
  renders += 1;
  return null;
});

describe('a global style rendered once, on the server', () => {
  it('is in the server stylesheet of the page', () => {
    const Real = prerenderedOnce(createGlobalStyle`.prerendered-once-probe { outline: 3px solid; }`);
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<section><Real /></section>));
    expect(sheet.getStyleTags()).toContain('.prerendered-once-probe{outline:3px solid;}');
    sheet.seal();
  });

  it('does not render when an island hydrates the prerendered markup, which stays as it was', async () => {
    const island = document.createElement('div');
    island.innerHTML = renderToString(<section><Counted /></section>);
    expect(renders).toBe(1);
    document.body.append(island);
    await act(async () => {
      hydrateRoot(island, <HydratingPrerenderedPage><section><Counted /></section></HydratingPrerenderedPage>, { onRecoverableError: (error) => { throw error; } });
    });
    expect(island.innerHTML).toBe('<section></section>');
    expect(renders).toBe(1);
    island.remove();
  });

  it('renders in a render in the browser alone (the studio preview), where no server stylesheet holds it', () => {
    const before = renders;
    render(<section><Counted /></section>);
    expect(renders).toBeGreaterThan(before);
  });
});
