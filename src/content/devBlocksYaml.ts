// Development only (injected by the content plugin in `npm run dev`): on /_blocks, each example's YAML, as it is
// pasted under a page's `blocks:`, shown beside its rendering with a Copy button. Plain DOM added after the app has
// rendered the catalogue, so the renderer knows nothing of it.
import { theme } from '../theme/tokens';

const { colors, fonts } = theme;
import { examplesUrl, type DevExample } from './devProblemsProtocol';

const PANEL_CLASS = 'site-example-yaml';

function panel(example: DevExample): HTMLElement {
  const box = document.createElement('div');
  box.className = PANEL_CLASS;
  box.dataset.type = example.type;
  Object.assign(box.style, { maxWidth: '1120px', margin: '0 auto 24px', padding: '0 16px', fontFamily: fonts.body });
  const bar = document.createElement('div');
  Object.assign(bar.style, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', margin: '0 0 8px' });
  const label = document.createElement('p');
  Object.assign(label.style, { margin: '0', color: colors.textMuted, fontSize: '0.875rem' });
  label.textContent = `YAML to paste under a page's blocks: (from ${example.file})`;
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = 'Copy';
  Object.assign(copy.style, { font: 'inherit', fontWeight: '600', color: colors.onInverse, background: colors.inverse, border: '0', borderRadius: '999px', padding: '8px 20px', cursor: 'pointer' });
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(example.yaml);
      copy.textContent = 'Copied';
    } catch {
      copy.textContent = 'Select the text and copy it';
    }
    setTimeout(() => (copy.textContent = 'Copy'), 2000);
  });
  bar.append(label, copy);
  const pre = document.createElement('pre');
  Object.assign(pre.style, { margin: '0', padding: '16px', background: colors.surfaceAlt, border: `1px solid ${colors.border}`, borderRadius: '8px', overflowX: 'auto', fontSize: '0.875rem', lineHeight: '1.6', color: colors.text });
  const code = document.createElement('code');
  code.textContent = example.yaml;
  pre.append(code);
  box.append(bar, pre);
  return box;
}

async function addYaml(): Promise<void> {
  if (location.pathname !== '/_blocks') return;
  const examples = ((await (await fetch(examplesUrl)).json()) as { examples: DevExample[] }).examples;
  const place = () => {
    let missing = 0;
    for (const example of examples) {
      const heading = document.getElementById(`${example.type}-block`);
      if (!heading) missing += 1;
      else if (!heading.nextElementSibling?.classList.contains(PANEL_CLASS)) heading.after(panel(example));
    }
    return missing === 0;
  };
  // The catalogue renders after start-up: place the panels once its sections are there.
  if (place()) return;
  const observer = new MutationObserver(() => place() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
}

void addYaml();
