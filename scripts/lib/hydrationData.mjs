// React Router's prerendered page carries its data as an inline script (`window.__staticRouterHydrationData =
// JSON.parse("…")`), different on every page: under a Content-Security-Policy each would need its own hash. The
// prerenderer moves the data into a JSON block instead (never executed, so outside the policy), which the client
// entry hands to the router before it starts.

export const ROUTER_DATA_ID = 'router-data';
const HYDRATION_SCRIPT = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;

/** The page's app HTML without the router's data script, and the JSON block that carries the same data. */
export function moveHydrationData(appHtml) {
  const match = HYDRATION_SCRIPT.exec(appHtml);
  if (!match) return { app: appHtml, dataTag: '' };
  const json = JSON.parse(match[1]).replace(/</g, '\\u003c');
  return { app: appHtml.replace(match[0], ''), dataTag: `<script type="application/json" id="${ROUTER_DATA_ID}">${json}</script>` };
}
