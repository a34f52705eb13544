import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PanelHead } from './viewLayout';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.75rem;
`;

type Props = {
  titleId: string;
  title: ReactNode;
  about?: ReactNode;
  /** The buttons acting on what is edited (move, duplicate, remove), named for screen readers by `actionsLabel`. */
  actions?: ReactNode;
  actionsLabel?: string;
  /** Notes and offers under the buttons, still in the head. */
  notes?: ReactNode;
  id?: string;
  children?: ReactNode;
};

/** The side panel's editor of one thing (a block, a page, a menu entry): its name, what it is, its actions, its form. */
export function InspectorPanel({ titleId, title, about, actions, actionsLabel, notes, id, children }: Props) {
  return (
    <section aria-labelledby={titleId} id={id}>
      <PanelHead>
        <h2 id={titleId} tabIndex={-1}>
          {title}
        </h2>
        {about && <p>{about}</p>}
        {actions && (
          <Tools role="group" aria-label={actionsLabel}>
            {actions}
          </Tools>
        )}
        {notes}
      </PanelHead>
      {children}
    </section>
  );
}
