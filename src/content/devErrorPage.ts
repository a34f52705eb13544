// Development only (injected into the page by the content plugin in `npm run dev`): the author error page. When
// pages.yaml or nav.yaml has problems, a panel in the site's own colours lists each as a card (the place, what is
// wrong, the fix, the YAML around it with its line highlighted, a link that opens the file at that line). The
// last good render of the page stays below it, and the panel goes away by itself once the file is fixed. Plain DOM
// outside the React root, so that it works even when the app cannot start.
import { brand, theme } from '../theme/tokens';

const { colors, fonts } = theme;
import { problemsEvent, problemsUrl, type DevProblem, type DevProblemsPayload } from './devProblemsProtocol';

const PANEL_ID = 'site-problems';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

function card(problem: DevProblem): HTMLElement {
  const item = element('li', { background: colors.surface, border: `1px solid ${colors.border}`, borderLeft: `6px solid ${colors.danger}`, borderRadius: '12px', padding: '20px 24px', margin: '0 0 16px', boxShadow: `0 1px 2px ${brand.shadowSoft}` });
  item.className = 'site-problem';
  const where = element('p', { margin: '0 0 4px', fontSize: '0.875rem', color: colors.textMuted }, `${problem.file}, line ${problem.line}, column ${problem.col} · ${problem.place}`);
  where.className = 'site-problem-where';
  const what = element('h3', { margin: '0 0 8px', fontSize: '1.125rem', lineHeight: '1.4', color: colors.heading, fontFamily: fonts.heading }, problem.message);
  item.append(where, what);
  if (problem.hint) {
    const fix = element('p', { margin: '0 0 12px', fontSize: '1rem', color: colors.text });
    fix.className = 'site-problem-fix';
    fix.append(element('strong', {}, 'How to fix it: '), problem.hint);
    item.append(fix);
  }
  const excerpt = element('pre', { margin: '0 0 12px', padding: '12px 0', background: colors.surfaceAlt, border: `1px solid ${colors.border}`, borderRadius: '8px', overflowX: 'auto', fontSize: '0.875rem', lineHeight: '1.6' });
  excerpt.className = 'site-problem-excerpt';
  for (const line of problem.excerpt) {
    const isProblem = line.number === problem.line;
    const row = element('code', { display: 'block', padding: '0 16px', whiteSpace: 'pre', background: isProblem ? '#FDECEA' : 'transparent', color: colors.text, fontWeight: isProblem ? '600' : '400' });
    if (isProblem) row.setAttribute('data-problem-line', '');
    row.append(element('span', { display: 'inline-block', minWidth: '4ch', marginRight: '16px', textAlign: 'right', color: colors.textMuted, userSelect: 'none' }, String(line.number)), line.text || ' ');
    excerpt.append(row);
  }
  const open = element('a', { color: colors.link, fontWeight: '600', textDecoration: 'underline' }, `Open ${problem.file} at line ${problem.line} in your editor`);
  open.className = 'site-problem-open';
  open.href = problem.editorUrl;
  // The endpoint answers with an empty page: ask for it without leaving the site.
  open.addEventListener('click', (event) => {
    event.preventDefault();
    void fetch(problem.editorUrl);
  });
  const kind = element('p', { margin: '8px 0 0', fontSize: '0.8125rem', color: colors.textMuted }, `[${problem.kind}] ${problem.path} · explained in README.md, "What the errors mean"`);
  item.append(excerpt, open, kind);
  return item;
}

function show({ problems, hasLastGood }: DevProblemsPayload): void {
  document.getElementById(PANEL_ID)?.remove();
  if (!problems.length) return;
  const panel = element('section', { background: colors.band, borderBottom: `4px solid ${colors.danger}`, padding: '32px 16px', fontFamily: fonts.body, color: colors.text });
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-labelledby', `${PANEL_ID}-title`);
  const inner = element('div', { maxWidth: '960px', margin: '0 auto' });
  const count = problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`;
  const title = element('h2', { margin: '0 0 8px', fontSize: '1.5rem', color: colors.heading, fontFamily: fonts.heading }, `${count} in the site's content`);
  title.id = `${PANEL_ID}-title`;
  const intro = element(
    'p',
    { margin: '0 0 24px', color: colors.text },
    hasLastGood
      ? 'The page below is the last version that worked. Save the file with the fix and this panel goes away by itself.'
      : 'The site can be shown once this is fixed. Save the file with the fix and the page appears by itself.',
  );
  // Without a working version the site's own styles never load: keep the panel from touching the window's edges.
  if (!hasLastGood) document.body.style.margin = '0';
  const list = element('ol', { listStyle: 'none', margin: '0', padding: '0' });
  list.append(...problems.map(card));
  inner.append(title, intro, list);
  panel.append(inner);
  document.body.prepend(panel);
}

// The list arrives two ways: asked for when the page starts, and pushed by the server after each save. A pushed list
// is always the newer one, so an answer to the question that comes back after it is dropped.
let hasPushedList = false;

async function refresh(): Promise<void> {
  const response = await fetch(problemsUrl, { cache: 'no-store' });
  if (response.ok && !hasPushedList) show((await response.json()) as DevProblemsPayload);
}

void refresh();
import.meta.hot?.on(problemsEvent, (payload: DevProblemsPayload) => {
  hasPushedList = true;
  show(payload);
});
// The server pushes only to pages already connected: a save made while this page was still loading is asked for again
// once it is.
import.meta.hot?.on('vite:ws:connect', () => void refresh());
