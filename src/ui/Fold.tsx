import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSiteLabels } from '../shared/SiteLabels';
import { Icon } from '../icons/Icon';

/** How many items a folded list keeps in view on a phone: three of a list, the first paragraph of a text. */
const shownOf = { list: 3, text: 1 } as const;

/*
 * On a phone a long list shows its first items, then a "Show all 12" button. The button is the summary of an empty
 * <details>: the browser toggles it without any script, announces it as expanded or collapsed, and the items it hides
 * stay in the HTML. Only CSS ties the two (`:has`), so from 640 px up the button is gone and every item shows.
 */
const Area = styled.div<{ $items: string; $shown: number }>`
  & > details { display: none; }
  ${({ theme }) => theme.media.phone} {
    &:has(> details:not([open])) ${({ $items }) => $items}:nth-child(n + ${({ $shown }) => $shown + 1}) { display: none; }
    /* The line a list of stages draws from each one to the next ends at the last one shown. */
    &:has(> details:not([open])) ${({ $items }) => $items}:nth-child(${({ $shown }) => $shown})::before { display: none; }
    & > details { display: block; margin-top: ${({ theme }) => theme.space.md}; }
  }
`;

/* The toggle reads as a disclosure, not as an action: underlined text with a chevron, no button frame, so it never
   stacks as a second button on the block's own buttons below it (a 44 px tall target all the same). */
const Toggle = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  /* The band's own text colour: a link colour fails contrast on the darker bands. */
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  &:hover { text-decoration-thickness: 2px; }
  details[open] > & > [data-fold='closed'], details:not([open]) > & > [data-fold='open'] { display: none; }
  details[open] > & svg { transform: rotate(180deg); }
`;

type FoldProps = {
  /** How many items the list holds: a list with only one more item than it shows is never folded (the button would
   * take the room of the item). */
  count: number;
  /** A list shows its first items and "Show all 12"; a text its first paragraph and "Read more". */
  kind?: keyof typeof shownOf;
  /** The folded items, as a selector from this area, e.g. `> ul > li` or `tbody > tr`. */
  items: string;
  /** How many items stay in view, when a list's items are so tall that three would fill several screens. */
  shown?: number;
  /** Fold only when at least this many items would be hidden: by default two, since the button takes about the room
   * of one short item; a list of items much taller than the button folds even one. */
  fewestHidden?: number;
  children: ReactNode;
};

/** Folds a long list on phones behind a "Show all" button, with no script; a short list is rendered as it is. */
export function Fold({ count, items, kind = 'list', shown = shownOf[kind], fewestHidden = 2, children }: FoldProps) {
  const labels = useSiteLabels();
  if (count - shown < fewestHidden) return children;
  return (
    <Area $items={items} $shown={shown}>
      {children}
      <details>
        <Toggle>
          <span data-fold="closed">{kind === 'list' ? `${labels.showAll} ${count}` : labels.readMore}</span>
          <span data-fold="open">{kind === 'list' ? labels.showFewer : labels.readLess}</span>
          <Icon name="chevron-down" size={18} />
        </Toggle>
      </details>
    </Area>
  );
}
