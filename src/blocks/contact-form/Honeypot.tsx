import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { honeypotField } from './fields';

const Hidden = styled.div`${visuallyHidden}`;

/** A trap field for robots: off screen, hidden from screen readers and out of the tab order. */
export function Honeypot({ label }: { label: string }) {
  return (
    <Hidden aria-hidden="true">
      <label>
        {label}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Hidden>
  );
}

/** Whether a robot filled the trap field of `form`. */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(honeypotField);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}
