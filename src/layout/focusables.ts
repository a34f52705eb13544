/** Elements that take keyboard focus, in document order, inside `root`. */
export function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}
