/**
 * The data attributes that mark the header's menus in the server-rendered markup, shared by the components that write
 * them and by headerEnhancer.ts, which finds the menus by them (never by generated class names).
 */
export const menuAttributes = {
  /** The wrapper of a desktop dropdown: its trigger button and its popover panel. */
  dropdown: 'data-dropdown',
  /** Set by the enhancer on a dropdown it drives: its hover intent replaces the CSS :hover rule. */
  enhanced: 'data-enhanced',
  /** The phone menu's <dialog>. */
  phoneMenu: 'data-phone-menu',
} as const;
