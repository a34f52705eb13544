import styled from 'styled-components';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import type { Step } from './schema';

const Item = styled.li<{ $isLast: boolean; $endsColumn: boolean }>`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  column-gap: clamp(1rem, 0.5rem + 2vw, 2rem);
  padding-bottom: ${({ $isLast, theme }) => ($isLast ? '0' : theme.space.xxl)};
  ${({ $isLast, theme }) => !$isLast && `${theme.media.phone} { padding-bottom: ${theme.space.lg}; }`}
  position: relative;
  /* The line joining this stage's number to the next one. */
  &::before {
    content: '';
    display: ${({ $isLast }) => ($isLast ? 'none' : 'block')};
    position: absolute;
    left: 23px;
    top: 56px;
    bottom: 8px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  /* In two columns the first column's last stage continues at the top of the next column, not below itself. */
  ${({ $endsColumn, theme }) =>
    $endsColumn &&
    `${theme.media.lg} {
      padding-bottom: 0;
      &::before { display: none; }
    }`}
`;

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  [data-tone='dark'] & { background: ${({ theme }) => theme.colors.highlightOnInverse}; color: ${({ theme }) => theme.colors.inverse}; }
`;

const Body = styled.div<{ $hasImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $hasImage }) => ($hasImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  }
`;

const Text = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  padding-top: 0.6rem;
  h3, h4, h5 { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  p { margin: 0; }
  ul { margin: ${({ theme }) => theme.space.sm} 0 0; padding-left: 1.2em; }
  li { margin-bottom: 0.25em; }
  li::marker { color: ${({ theme }) => theme.colors.link}; }
`;

const Media = styled.div`
  ${({ theme }) => theme.media.phone} { max-width: 75%; }
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.band};
  }
`;

type StepItemProps = {
  step: Step;
  number: number;
  isLast: boolean;
  /** The last stage of the first column when the stages run down two columns. */
  endsColumn: boolean;
  level: HeadingLevel;
};

/** One stage: its number, title, purpose, optional methods and picture. */
export function StepItem({ step, number, isLast, endsColumn, level }: StepItemProps) {
  return (
    <Item $isLast={isLast} $endsColumn={endsColumn}>
      {/* The ordered list already tells screen readers the position. */}
      <Number aria-hidden="true">{number}</Number>
      <Body $hasImage={Boolean(step.image)}>
        <Text>
          <Heading level={level} size="lg">{step.title}</Heading>
          <p>{step.text}</p>
          {step.items && (
            <ul>
              {step.items.map((item) => <li key={item}>{item}</li>)}
            </ul>
          )}
        </Text>
        {step.image && (
          <Media>
            <Picture image={step.image} sizes="(min-width: 768px) 35vw, 100vw" />
          </Media>
        )}
      </Body>
    </Item>
  );
}
