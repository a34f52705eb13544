import { Monitor, Smartphone, Tablet } from '../ui/icons';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SiteLabels } from '../../../shared/labels';
import { pageName, pageOf } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { isFromPreview, type ToPreview } from './messages';

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

const Widths = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid #8A99A8;
  border-radius: 6px;
  overflow: hidden;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.3rem 0.6rem;
    border: 0;
    background: ${studio.panel};
    font: inherit;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${studio.brand};
    cursor: pointer;
  }
  button + button { border-left: 1px solid #8A99A8; }
  button[aria-pressed='true'] { background: ${studio.brand}; color: #fff; }
  button:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  background: ${studio.canvas};
`;

const Frame = styled.iframe`
  position: absolute;
  top: 0;
  left: 50%;
  border: 0;
  background: #fff;
  box-shadow: 0 0 0 1px ${studio.line}, 0 6px 24px rgba(11, 60, 93, 0.12);
  transform-origin: top center;
`;

/** The middle pane: the draft page in an iframe at phone, tablet or desktop width, scaled to fit. */
export function PreviewPane({ page, block }: { page: PageRef; block: number | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(1280);
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState({ width: 800, height: 600 });
  const pageData = useStudio((state) => pageOf(state, page));
  const labels = useStudio((state) => (state.data['nav.yaml'] as { site?: { labels?: SiteLabels } } | undefined)?.site?.labels);
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
      page: { title: String(pageData.title ?? ''), description: String(pageData.description ?? ''), blocks: Array.isArray(pageData.blocks) ? pageData.blocks : [] },
      labels,
      selected: block,
      reveal: selection !== lastSelection.current,
    };
    lastSelection.current = selection;
    target.postMessage(message, window.location.origin);
  }, [ready, pageData, labels, block, page]);

  const scale = Math.min(1, (size.width - 24) / width);
  const name = pageName(pageData, page);
  return (
    <>
      <Bar>
        <h2 id="preview-title">Preview: {name}</h2>
        <Widths role="group" aria-label="Preview width">
          {widths.map(({ name: label, width: value, Icon }) => (
            <button key={label} type="button" aria-pressed={width === value} onClick={() => setWidth(value)} title={`${value} px wide`}>
              <Icon size={15} aria-hidden="true" />
              {label}
            </button>
          ))}
        </Widths>
      </Bar>
      <Stage ref={stage}>
        <Frame
          ref={frame}
          src="/preview.html"
          title={`Preview of the page ${name}: click a block to edit it`}
          style={{ width, height: (size.height - 12) / scale, marginLeft: -width / 2, top: 12, transform: `scale(${scale})` }}
        />
      </Stage>
    </>
  );
}
