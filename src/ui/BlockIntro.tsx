import styled from 'styled-components';
import { Eyebrow } from './Eyebrow';
import { Heading, type HeadingLevel } from './Heading';

const Intro = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  margin-bottom: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { margin-bottom: ${({ theme }) => theme.space.lg}; }
  p { margin: 0; }
`;

type BlockIntroProps = {
  eyebrow?: string | undefined;
  heading?: string | undefined;
  intro?: string | undefined;
  level: HeadingLevel;
};

/** The optional eyebrow, heading and lead paragraph above a block's content; nothing when all are absent. */
export function BlockIntro({ eyebrow, heading, intro, level }: BlockIntroProps) {
  if (!eyebrow && !heading && !intro) return null;
  return (
    <Intro>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      {heading && <Heading level={level}>{heading}</Heading>}
      {intro && <p>{intro}</p>}
    </Intro>
  );
}
