import { menuAttributes } from './menuAttributes';

/*
 * The header's menus work with no script: the desktop dropdown is a popover (hovering shows it through CSS), the phone
 * menu a modal <dialog> opened by an invoker command (by popovertarget, as a popover, in an engine without those), its
 * sections <details>. This adds only what the platform lacks: hover intent, arrow keys in the dropdown, aria-expanded
 * kept in sync, Tab kept inside the open phone menu, closing menus that a link was followed from or that come back
 * from the back/forward cache, and (phoneMenuFallback.ts) the phone menu's invoker commands where the engine has none. Plain DOM code, no framework: it ships on pages that have no other script.
 */

/** How long the pointer rests on the trigger before the panel opens, and how long it may stray before it closes. */
const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 250;

const isOpen = (popover: HTMLElement) => popover.matches(':popover-open');

/** Keeps a button's aria-expanded equal to whether the dialog or popover it controls is open (beforetoggle: at once). */
function syncExpanded(button: Element, target: HTMLElement) {
  button.setAttribute('aria-expanded', 'false');
  target.addEventListener('beforetoggle', (event) => button.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open')));
}

function enhanceDropdown(wrapper: HTMLElement) {
  const trigger = wrapper.querySelector<HTMLButtonElement>('button[popovertarget]');
  const panel = trigger?.popoverTargetElement as HTMLElement | null | undefined;
  if (!trigger || !panel) return;
  wrapper.setAttribute(menuAttributes.enhanced, '');
  syncExpanded(trigger, panel);
  let timer = 0;
  let openedByHover = false;
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer);
    timer = window.setTimeout(action, delay);
  };
  const show = () => !isOpen(panel) && panel.showPopover();
  const hide = () => isOpen(panel) && panel.hidePopover();
  const links = () => [...panel.querySelectorAll<HTMLElement>('a[href]')];
  const focusLink = (index: number) => {
    const list = links();
    list.at(index % list.length)?.focus();
  };

  // A mouse already resting on the menu when the page became interactive keeps it open.
  if (wrapper.matches(':hover')) {
    openedByHover = true;
    show();
  }
  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'closed') openedByHover = false;
  });
  wrapper.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    later(() => {
      if (!isOpen(panel)) openedByHover = true;
      show();
    }, OPEN_DELAY_MS);
  });
  wrapper.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') later(() => openedByHover && hide(), CLOSE_DELAY_MS);
  });
  // A mouse that opened the panel by hovering does not close it again by clicking its trigger; a click before the hover
  // delay has run opens it for good (it stays open when the mouse leaves).
  trigger.addEventListener('click', (event) => {
    clearTimeout(timer);
    if (openedByHover) event.preventDefault();
  });
  // Keyboard focus moving on past the panel closes it, as a click elsewhere does.
  wrapper.addEventListener('focusout', (event) => {
    if (!wrapper.contains(event.relatedTarget as Node | null)) hide();
  });
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show();
    focusLink(event.key === 'ArrowDown' ? 0 : -1);
  });
  panel.addEventListener('keydown', (event) => {
    const current = links().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowRight: current + 1, ArrowUp: current - 1, ArrowLeft: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    } else if (event.key === 'Escape') {
      // The popover gives focus back only to what was focused when it opened: after a hover that is not the trigger.
      event.preventDefault();
      trigger.focus();
      hide();
    }
  });
}

function enhancePhoneMenu(dialog: HTMLDialogElement, doc: Document) {
  for (const opener of doc.querySelectorAll(`[commandfor="${dialog.id}"][command="show-modal"]`)) syncExpanded(opener, dialog);
  // An engine without closedby (every Safari) imports the module that does what it lacks, named by the page; it is
  // tested for closedby alone, to stay small on every page: the few engine versions with closedby but without invoker
  // commands (Chromium 134, Firefox 141-143) open the menu by popovertarget, as a popover.
  const fallback = doc.querySelector<HTMLElement>('[data-fallback]')?.dataset.fallback;
  if (fallback && !('closedBy' in dialog))
    void (import(/* @vite-ignore */ fallback) as Promise<typeof import('./phoneMenuFallback')>).then((module) => module.default(dialog));
  // A followed link closes the menu, so an in-page link shows its target and a page restored on Back shows no menu.
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) dialog.close();
  });
  // The modal dialog lets Tab leave the page for the browser's own controls; the menu keeps it inside instead.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = [...dialog.querySelectorAll<HTMLElement>('a[href], button, summary')].filter((element) => element.checkVisibility());
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  });
}

/** Adds the header's enhancements to a server-rendered document; safe to call once per document. */
export function enhanceHeader(doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(`[${menuAttributes.dropdown}]`).forEach(enhanceDropdown);
  const dialogs = [...doc.querySelectorAll<HTMLDialogElement>(`dialog[${menuAttributes.phoneMenu}]`)];
  for (const dialog of dialogs) enhancePhoneMenu(dialog, doc);
  // A page restored from the back/forward cache comes back as it was left: with no menu open.
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const dialog of dialogs) dialog.close();
    doc.querySelectorAll<HTMLElement>(`[${menuAttributes.dropdown}] [popover]`).forEach((panel) => isOpen(panel) && panel.hidePopover());
  });
}
