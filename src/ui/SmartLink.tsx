import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

// Tripled class so menu styles for `span` (e.g. the mobile drawer's) cannot un-hide it.
const Note = styled.span`&&& { ${visuallyHidden} }`;

type SmartLinkProps = {
  to?: string | undefined;
  children: ReactNode;
  className?: string;
  /** Text appended for screen readers when the link has no destination yet. */
  placeholderNote?: string;
  /** False when the children already say the note to screen readers themselves. */
  isNoteSpoken?: boolean;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
};

const EXTERNAL = /^(https?:)?\/\//i;

/**
 * One link component for every destination an author can write: a page path or an in-page anchor (a plain link: moving
 * to another page is an ordinary page load), an external address (new tab) or nothing yet (plain text, not pretending
 * to be a link).
 */
export function SmartLink({ to, children, className, placeholderNote, isNoteSpoken = true, ...aria }: SmartLinkProps) {
  if (!to) {
    return (
      <span className={className} data-placeholder-link="" title={placeholderNote}>
        {children}
        {placeholderNote && isNoteSpoken && <Note> ({placeholderNote})</Note>}
      </span>
    );
  }
  if (EXTERNAL.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" {...aria}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} className={className} {...aria}>
      {children}
    </a>
  );
}
