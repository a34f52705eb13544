import styled from 'styled-components';
import type { RichBody } from '../shared/fields';
import { Fold } from './Fold';
import { Heading, type HeadingLevel } from './Heading';

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  ul, ol { margin: 0 0 1em; padding-left: 1.4em; }
  li { margin-bottom: 0.4em; }
  li::marker { color: ${({ theme }) => theme.colors.link}; }
  h3, h4, h5, h6 { margin-top: 1.5em; }
  & > :last-child { margin-bottom: 0; }
`;

/** Paragraphs, lists and sub-headings from a block's `body`; a long body folds after its first paragraph on phones. */
export function RichText({ body, level, className }: { body: RichBody; level: HeadingLevel; className?: string }) {
  return (
    <Fold count={body.length} items="> div > *" kind="text">
    <Prose className={className}>
      {body.map((item, index) => {
        if (typeof item === 'string') return <p key={index}>{item}</p>;
        if ('list' in item) return <ul key={index}>{item.list.map((entry, i) => <li key={i}>{entry}</li>)}</ul>;
        if ('numbered' in item) return <ol key={index}>{item.numbered.map((entry, i) => <li key={i}>{entry}</li>)}</ol>;
        return <Heading key={index} level={level} size="md">{item.subheading}</Heading>;
      })}
    </Prose>
    </Fold>
  );
}
