import 'react';

/**
 * Invoker commands (HTML `commandfor` / `command`, Chromium 135+), not yet in @types/react: a button opens or closes a
 * dialog or popover with no script. React passes these lowercase attributes through to the HTML unchanged.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined;
  }
}
