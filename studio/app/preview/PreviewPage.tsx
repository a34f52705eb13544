import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { blockSchema, blockTypes, type BlockType } from '../../../src/blocks/registry';
import type { PageData } from '../../../src/app/preview';
import { loadBlocks, PageView, SiteFrame, SiteLabelsProvider, SiteNavProvider, theme } from '../../../src/app/preview';
import { navFileSchema, type NavFile, themeCss, webFontFace } from '../../../src/content';
import { isFromPreview, type FromPreview, type ToPreview } from './messages';

const SelectionStyle = createGlobalStyle`
  main [data-block] { position: relative; cursor: pointer; content-visibility: visible; }
  main [data-block]:hover::after, main [data-block][data-selected]::after {
    content: ''; position: absolute; inset: 0; pointer-events: none; z-index: 50;
    outline: 2px dashed #38BDF8; outline-offset: -2px;
  }
  main [data-block][data-selected]::after { outline: 3px solid #0E7C71; outline-offset: -3px; box-shadow: inset 0 0 0 6px rgba(14,124,113,0.15); }
`;

const post = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

type Block = PageData['blocks'][number];
/** A keystroke changes one block: the others (copied by postMessage, so compared by content) are not parsed again. */
const checked = new Map<string, Block>();

/** Blocks with the schema's defaults filled in (as the site receives them); a block that does not validate yet as typed. */
function withDefaults(blocks: unknown[]): Block[] {
  if (checked.size > 400) checked.clear();
  return blocks.map((block) => {
    const key = JSON.stringify(block);
    let shown = checked.get(key);
    if (!shown) {
      const result = blockSchema.safeParse(block);
      shown = (result.success ? result.data : block) as Block;
      checked.set(key, shown);
    }
    return shown;
  });
}

/** The menus as the site validates them; while a menu edit does not validate yet, the last draft that did. */
let lastGoodNav: NavFile | null = null;
/** Every render message carries the menus: they are checked again only when they changed. */
let lastNavText = '';
function validNav(draft: unknown): NavFile | null {
  const text = JSON.stringify(draft ?? null);
  if (text === lastNavText) return lastGoodNav;
  lastNavText = text;
  const result = navFileSchema.safeParse(draft);
  if (result.success) lastGoodNav = result.data;
  return lastGoodNav;
}

export function PreviewPage() {
  const [message, setMessage] = useState<ToPreview | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || isFromPreview(event.data)) return;
      const next = event.data as ToPreview;
      if (next?.type !== 'render') return;
      // Block components load before the render, so the page never flashes empty while a chunk arrives.
      const types = next.page.blocks.map((block) => (block as { type?: string })?.type).filter((type): type is BlockType => blockTypes.includes(type as BlockType));
      void loadBlocks(types).then(() => setMessage(next));
    };
    window.addEventListener('message', onMessage);
    post({ type: 'ready' });
    // Clicking the page selects a block; links and buttons in the preview (the menus' too) do not navigate away.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest?.('a[href]')) event.preventDefault();
      const block = target.closest?.('main [data-block]');
      if (!block) return;
      event.preventDefault();
      post({ type: 'select', block: [...block.parentElement!.children].indexOf(block) });
    };
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const page = useMemo<PageData | null>(
    () => (message ? { title: message.page.title, description: message.page.description, blocks: withDefaults(message.page.blocks) } : null),
    [message?.page], // eslint-disable-line react-hooks/exhaustive-deps
  );

  useLayoutEffect(() => {
    if (!message) return;
    const blocks = document.querySelectorAll('main > [data-block]');
    blocks.forEach((element, index) => element.toggleAttribute('data-selected', index === message.selected));
    // Not scrollIntoView: that would scroll the studio around the frame too.
    const target = message.reveal && message.selected !== null ? (blocks[message.selected] as HTMLElement | undefined) : undefined;
    // Below the site's sticky header, which would otherwise cover the block's top.
    const header = document.querySelector('body > div > header')?.getBoundingClientRect().height ?? 0;
    if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - header - 16 });
  }, [message, page]);

  const nav = useMemo(() => validNav(message?.nav), [message?.nav]); // eslint-disable-line react-hooks/exhaustive-deps
  // The site's colours and font as the built pages have them (custom properties on :root), kept while nav.yaml has
  // problems.
  const navTheme = nav?.site.theme;
  const currentColors = useMemo(() => (navTheme ? webFontFace(navTheme.font) + themeCss(navTheme) : ''), [navTheme]);
  const [lastColors, setLastColors] = useState('');
  useEffect(() => {
    if (currentColors) setLastColors(currentColors);
  }, [currentColors]);
  const colors = currentColors || lastColors;
  if (!message || !page) return null;
  const content = <PageView page={page} />;
  return (
    <ThemeProvider theme={theme}>
      <SiteLabelsProvider labels={nav?.site.labels ?? message.labels}>
        {/* Keyed by the address: the menus mark the current page as the site does. */}
        <MemoryRouter key={message.page.path} initialEntries={[message.page.path || '/page-not-found']}>
          <SelectionStyle />
          {colors && <style>{colors}</style>}
          {nav ? (
            <SiteNavProvider nav={nav}>
              <SiteFrame>{content}</SiteFrame>
            </SiteNavProvider>
          ) : (
            <main id="main">{content}</main>
          )}
        </MemoryRouter>
      </SiteLabelsProvider>
    </ThemeProvider>
  );
}
