import { Monitor, Smartphone, Tablet } from '../ui/icons';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SiteLabels } from '../../../src/app/preview';
import { pageName, pageOf } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { Segmented } from '../ui/Segmented';
import { isFromPreview, type ToPreview } from './messages';
import { readPreviewChoices, storePreviewChoices, type PreviewChoices } from './previewChoices';

const widths = [
  { name: 'Phone', width: 390, Icon: Smartphone },
  { name: 'Tablet', width: 768, Icon: Tablet },
  { name: 'Desktop', width: 1280, Icon: Monitor },
] as const;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${studio.line};
  background: ${studio.panel};
  h2 { margin: 0; font-size: 0.85rem; font-weight: 600; color: ${studio.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/** At 100% a page wider than the pane scrolls sideways here; fitted, it never needs to. */
const Stage = styled.div<{ $scrolls: boolean }>`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: ${({ $scrolls }) => ($scrolls ? 'auto' : 'hidden')};
  background: ${studio.canvas};
`;

const Frame = styled.iframe`
  position: absolute;
  top: 0;
  border: 0;
  background: #fff;
  box-shadow: 0 0 0 1px ${studio.line}, 0 6px 24px rgba(11, 60, 93, 0.12);
  transform-origin: top left;
`;

const zooms = [
  { value: 'fit', label: 'Fit to width', title: 'Shrink the page until its whole width shows' },
  { value: 'actual', label: '100%', title: 'Text at its real size; scroll sideways if the page is wider than this pane' },
] as const;

const MARGIN = 12;

/** The middle pane: the draft page, in the site's header and footer, in an iframe at phone, tablet or desktop width, fitted or at 100%. */
export function PreviewPane({ page, block }: { page: PageRef; block: number | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [choices, setChoices] = useState(readPreviewChoices);
  const { width, zoom } = choices;
  const choose = (next: Partial<PreviewChoices>) => {
    const chosen = { ...choices, ...next };
    setChoices(chosen);
    storePreviewChoices(chosen);
  };
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState({ width: 800, height: 600 });
  const pageData = useStudio((state) => pageOf(state, page));
  const nav = useStudio((state) => state.data['nav.yaml'] as { site?: { labels?: SiteLabels } } | undefined);
  const labels = nav?.site?.labels;
  const lastSelection = useRef<string>('');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !isFromPreview(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') setReady(true);
      if (message.type === 'select') store.select({ page, block: message.block });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [page]);

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !target || !pageData || !labels) return;
    const selection = `${String(page)}:${String(block)}`;
    const message: ToPreview = {
      type: 'render',
      page: { path: typeof pageData.path === 'string' ? pageData.path : '', title: String(pageData.title ?? ''), description: String(pageData.description ?? ''), blocks: Array.isArray(pageData.blocks) ? pageData.blocks : [] },
      labels,
      nav,
      selected: block,
      reveal: selection !== lastSelection.current,
    };
    lastSelection.current = selection;
    target.postMessage(message, window.location.origin);
  }, [ready, pageData, labels, nav, block, page]);

  const scale = zoom === 'actual' ? 1 : Math.min(1, (size.width - 2 * MARGIN) / width);
  const left = Math.max(MARGIN, (size.width - width * scale) / 2);
  const name = pageName(pageData, page);
  return (
    <>
      <Bar>
        <h2 id="preview-title">Preview: {name}</h2>
        <Controls>
          <Segmented
            label="Preview width"
            value={width}
            onChange={(value) => choose({ width: value })}
            segments={widths.map(({ name: label, width: value, Icon }) => ({
              value,
              title: `${value} px wide`,
              label: (
                <>
                  <Icon size={15} aria-hidden="true" />
                  {label}
                </>
              ),
            }))}
          />
          <Segmented label="Zoom" value={zoom} onChange={(value) => choose({ zoom: value })} segments={zooms} />
        </Controls>
      </Bar>
      <Stage ref={stage} $scrolls={zoom === 'actual'}>
        <Frame
          ref={frame}
          src="/preview.html"
          title={`Preview of the page ${name}: click a block to edit it`}
          style={{ width, height: (size.height - MARGIN) / scale, left, top: MARGIN, transform: `scale(${scale})` }}
        />
      </Stage>
    </>
  );
}
