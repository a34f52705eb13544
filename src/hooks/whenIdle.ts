/**
 * Runs `callback` once the page has loaded and the browser is idle (a timer where idle callbacks are missing), so
 * optional work never competes with the first paint. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  let idleId: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(callback, { timeout: 3000 });
    else timer = window.setTimeout(callback, 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
