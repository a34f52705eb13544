import { fieldId } from '../form/FormContext';

/** Moves focus to a field of the form once it has rendered (after a selection changed the form). */
export function focusField(name: string | undefined) {
  let tries = 0;
  const attempt = () => {
    const element = name ? document.getElementById(fieldId(name)) : document.getElementById('inspector-title');
    if (element) {
      const target = element.matches('input, textarea, select, button') ? element : (element.querySelector<HTMLElement>('input, textarea, select, button') ?? element);
      if (!target.hasAttribute('tabindex') && !target.matches('input, textarea, select, button')) target.setAttribute('tabindex', '-1');
      target.scrollIntoView({ block: 'center' });
      target.focus();
    } else if ((tries += 1) < 20) {
      requestAnimationFrame(attempt);
    }
  };
  requestAnimationFrame(attempt);
}
