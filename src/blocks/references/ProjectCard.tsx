import styled from 'styled-components';
import { cardSurface, visuallyHidden } from '../../theme/mixins';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import type { Project, ReferencesBlock } from './schema';

const Card = styled.article`
  ${cardSurface}
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  h3, h4 { color: ${({ theme }) => theme.colors.heading}; margin: 0; }
`;

/* A card widened to fill a short last row keeps its picture at the height of its neighbours', letterboxed on the
   page tint that the illustrations are drawn on. */
const Media = styled(Picture)`
  width: 100%;
  aspect-ratio: 3 / 2;
  max-height: 10rem;
  ${({ theme }) => theme.media.md} { max-height: 15rem; }
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
`;

/* The capacity is the headline of a reference: large, and never broken between figure and unit. */
const Capacity = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.link};
  span { display: block; white-space: nowrap; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  small { display: block; margin-top: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/* The facts as one compact spec line, "Maharashtra, India · 2019 · Activated sludge · DBO": a reader compares cards
   at a glance. Each fact keeps its name for screen readers (a visually hidden <dt>). Every fact is led by its dot,
   and the line is pulled one dot's width to the left inside a clipping frame: a dot that would start a line is cut
   off, so a wrapped line never begins with one. */
const SEPARATOR = '1.25em';
const SpecFrame = styled.div`
  overflow: hidden;
`;
const Spec = styled.dl`
  margin: 0 0 0 -${SEPARATOR};
  display: flex;
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  div { display: flex; }
  div::before { content: '·'; flex: none; width: ${SEPARATOR}; text-align: center; color: ${({ theme }) => theme.colors.textMuted}; }
  dt { ${visuallyHidden} }
  dd { margin: 0; font-weight: 600; }
`;

/** One reference: capacity first, then what was built and one line of the facts the company has confirmed. */
export function ProjectCard({ project, terms, level }: { project: Project; terms: ReferencesBlock['terms']; level: HeadingLevel }) {
  // Only confirmed facts are listed: a field left out of the YAML is left out of the card, never filled in.
  const facts = (
    [
      [terms.place, project.place],
      [terms.year, project.year],
      [terms.technology, project.technology],
      [terms.contract, project.contract],
      [terms.client, project.client],
    ] as const
  ).filter((fact): fact is readonly [string, string] => Boolean(fact[1]));
  return (
    <Card>
      {project.image && <Media image={project.image} sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" />}
      <Body>
        <Capacity>
          <span>{project.capacity}</span>
          {project.capacityNote && <small>{project.capacityNote}</small>}
        </Capacity>
        <Heading level={level} size="md">{project.title}</Heading>
        {facts.length > 0 && (
          <SpecFrame>
            <Spec>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Spec>
          </SpecFrame>
        )}
      </Body>
    </Card>
  );
}
