import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Fold } from '../../ui/Fold';
import { BlockIntro } from '../../ui/BlockIntro';
import { balancedGrid, cardList } from '../../ui/columns';
import { below } from '../../ui/Heading';
import type { BlockProps } from '../types';
import { ProjectCard } from './ProjectCard';
import type { ReferencesBlock } from './schema';

const Projects = styled.ul`
  ${cardList}
  ${balancedGrid}
  & > li { min-width: 0; }
`;

/** Reference projects: each a card led by its capacity. */
export default function References({ block, level }: BlockProps<ReferencesBlock>) {
  const projectLevel = block.heading ? below(level) : level;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Fold count={block.projects.length} items="> ul > li">
      <Projects role="list">
        {block.projects.map((project) => (
          <li key={`${project.capacity} ${project.title}`}>
            <ProjectCard project={project} terms={block.terms} level={projectLevel} />
          </li>
        ))}
      </Projects>
      </Fold>
    </Band>
  );
}
