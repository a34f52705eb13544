/*
 * The phone menu's invoker commands and closedby="any", for an engine without them. Invoker commands (commandfor /
 * command) are Baseline only since December 2025: Safari before 26.2 ignores them and follows the buttons'
 * popovertarget instead, which shows the menu as a popover (not modal: the page behind stays reachable). closedby="any"
 * (a tap on the backdrop closes the dialog) is not in Safari at all. headerEnhancer.ts loads this module only in an
 * engine without closedby, so the others never download it; until it has run, the popover keeps the menu usable.
 */
/** Set on the phone menu's <dialog> once this module drives it (not imported from menuAttributes.ts: that would
 * split it into a chunk of its own, one more request on every page). */
export const FALLBACK_READY = 'data-fallback-ready';

/** Closes the menu however it was opened: as a modal dialog, or as a popover before this module ran. */
function close(dialog: HTMLDialogElement) {
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.close();
}

/** What command="show-modal" and command="close" do, and the focus return that older engines leave out. */
function performCommands(dialog: HTMLDialogElement, openers: HTMLElement[]) {
  let opener: HTMLElement | undefined;
  for (const button of openers)
    button.addEventListener('click', (event) => {
      // The click's default would follow popovertarget and show the menu as a popover: the modal dialog replaces it.
      event.preventDefault();
      if (dialog.open) return;
      opener = button;
      close(dialog);
      dialog.showModal();
      button.setAttribute('aria-expanded', 'true');
    });
  for (const button of dialog.querySelectorAll(`[commandfor="${dialog.id}"][command="close"]`))
    button.addEventListener('click', (event) => {
      event.preventDefault();
      close(dialog);
    });
  dialog.addEventListener('close', () => {
    for (const button of openers) button.setAttribute('aria-expanded', 'false');
    const focus = document.activeElement;
    if (!focus || focus === document.body || dialog.contains(focus)) opener?.focus();
  });
}

/** What closedby="any" does: a tap on the backdrop (the dialog element itself, outside its box) closes the menu. */
function closeOnBackdropTap(dialog: HTMLDialogElement) {
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close(dialog);
  });
}

/** Gives the phone menu's <dialog> what the engine lacks of invoker commands and closedby="any". */
export default function enhancePhoneMenuFallback(dialog: HTMLDialogElement) {
  const openers = [...document.querySelectorAll<HTMLElement>(`[commandfor="${dialog.id}"][command="show-modal"]`)];
  dialog.setAttribute(FALLBACK_READY, '');
  if (!('commandForElement' in HTMLButtonElement.prototype)) performCommands(dialog, openers);
  if (!('closedBy' in HTMLDialogElement.prototype)) closeOnBackdropTap(dialog);
  // A menu opened as a popover before this ran closes too when a link in it is followed or the page is restored.
  dialog.addEventListener('click', (event) => (event.target as Element).closest('a[href]') && close(dialog));
  window.addEventListener('pageshow', (event) => event.persisted && close(dialog));
}
