type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input in between. Start-up
 * (evaluating the app, matching the route, creating the router, hydrating) then runs as several short tasks instead
 * of one long one. `scheduler.yield()` continues ahead of other queued work where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
