// Every prerendered route is complete, styled HTML: text, images and links work before any script runs. The scripts
// only make the page interactive (menus, carousels, the form), so they are fetched once the page has loaded and painted,
// and never compete with the hero image and the fonts for the first moments of a slow connection.
//
// The prerenderer replaces Vite's `<script type="module">` and `<link rel="modulepreload">` tags with a JSON list and a
// small loader that adds the same tags after the `load` event and the next frame.

const LIST_ID = 'app-scripts';

const moduleScript = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

// After `load`: wait for the browser to report the page's largest paint, then for two more frames, so the scripts start
// downloading only once the page is on screen. Browsers without paint timing, and hidden tabs (which neither paint nor
// run animation frames), fall back to a timer. Preloads first, so the entry's imports download in parallel with it;
// `crossOrigin = ''` matches Vite's own tags.
const loaderSource = `(function () {
  var d = document, w = window, P = w.PerformanceObserver, list = JSON.parse(d.getElementById('${LIST_ID}').textContent), added = false;
  function add() {
    if (added) return;
    added = true;
    list.preload.concat(list.entry).forEach(function (url, i, all) {
      var last = i === all.length - 1, e = d.createElement(last ? 'script' : 'link');
      if (last) { e.type = 'module'; e.src = url; } else { e.rel = 'modulepreload'; e.href = url; }
      e.crossOrigin = '';
      d.head.appendChild(e);
    });
  }
  function afterFrames() { requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(add, 0); }); }); }
  function go() {
    setTimeout(add, 2000);
    if (d.visibilityState !== 'visible' || !P || (P.supportedEntryTypes || []).indexOf('largest-contentful-paint') < 0) return afterFrames();
    new P(function (entries, observer) { observer.disconnect(); afterFrames(); }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (d.readyState === 'complete') go(); else w.addEventListener('load', go);
})();`;

/** The loader as it goes into the page: the same code without indentation and line breaks. */
export const loader = loaderSource.replace(/\n\s*/g, '');

/** Moves the module scripts and modulepreloads of a page into a list that the loader adds after the page has loaded. */
export function deferScripts(html) {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1]);
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`Expected one module entry script, found ${entries.length}`);
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const list = JSON.stringify({ entry: entries[0], preload }).replace(/</g, '\\u003c');
  const tags = `<script type="application/json" id="${LIST_ID}">${list}</script>\n    <script>${loader}</script>\n  `;
  return html.replace(moduleScript, '').replace(modulePreload, '').replace('</head>', `${tags}</head>`);
}

/** The scripts a page built by `deferScripts` loads: `{ entry, preload }`, or null for a page without scripts. */
export function deferredScriptsOf(html) {
  const match = html.match(new RegExp(`<script type="application/json" id="${LIST_ID}">([\\s\\S]*?)</script>`));
  return match ? JSON.parse(match[1]) : null;
}
