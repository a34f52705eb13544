import styled from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import type { SectionAside as Aside } from './schema';

/* A companion for the wide screen's empty side (on tablets it follows the text). Every figure and prompt in the panel
   is also on the page (in its text, figures or closing call to action), so phones skip it rather than grow longer. */
const Panel = styled.div`
  display: flex;
  ${({ theme }) => theme.media.phone} { display: none; }
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.band};
  color: ${({ theme }) => theme.colors.text};
  /* On the light band the panel turns white so it still reads as its own surface. */
  [data-tone='band'] & { background: ${({ theme }) => theme.colors.surface}; }
  [data-tone='dark'] & { background: ${({ theme }) => theme.colors.washOnInverse}; color: ${({ theme }) => theme.colors.onInverse}; border-top-color: ${({ theme }) => theme.colors.accentOnInverse}; }
  h2, h3, h4, h5, h6 { margin: 0; }
  p { margin: 0; }
  /* The button row's own top margin is for a text column; in the panel the gap spaces it. */
  & > div { margin-top: 0; }
`;

const Figures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Figure = styled.li`
  display: flex;
  flex-direction: column;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.15;
  /* A figure and its unit stay on one line. */
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.heading};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.highlightOnInverse}; }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.onInverse}; }
`;

const Points = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li::marker { color: ${({ theme }) => theme.colors.link}; }
  [data-tone='dark'] & li::marker { color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;

/** The companion panel of a text section: key figures, short points or an enquiry prompt, from the page's content. */
export function SectionAside({ aside, level }: { aside: Aside; level: HeadingLevel }) {
  return (
    <Panel data-aside="">
      <Heading level={level} size="md">{aside.title}</Heading>
      {aside.text && <p>{aside.text}</p>}
      {aside.figures && (
        <Figures>
          {aside.figures.map((figure) => (
            <Figure key={`${figure.value} ${figure.label}`}>
              <Value>{figure.value}</Value> <Label>{figure.label}</Label>
            </Figure>
          ))}
        </Figures>
      )}
      {aside.list && (
        <Points>
          {aside.list.map((point) => <li key={point}>{point}</li>)}
        </Points>
      )}
      {aside.action && <Buttons buttons={[aside.action]} />}
    </Panel>
  );
}
