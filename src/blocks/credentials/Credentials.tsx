import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { cardSurface } from '../../theme/mixins';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { balancedGrid, cardList } from '../../ui/columns';
import { below, Heading, type HeadingLevel } from '../../ui/Heading';
import type { BlockProps } from '../types';
import type { Certification, CredentialsBlock } from './schema';

const Group = styled.div`
  & + & { margin-top: ${({ theme }) => theme.space.xxl}; }
  & > h3, & > h4 { margin-bottom: ${({ theme }) => theme.space.lg}; }
  ${({ theme }) => theme.media.phone} {
    & + & { margin-top: ${({ theme }) => theme.space.xl}; }
    & > h3, & > h4 { margin-bottom: ${({ theme }) => theme.space.md}; }
  }
`;

const List = styled.ul`
  ${cardList}
  ${balancedGrid}
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.md}; }
`;

const Model = styled.li`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.phone} { padding: ${({ theme }) => theme.space.md}; }
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ModelName = styled.p`
  && { color: ${({ theme }) => theme.colors.link}; }
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.1;
  white-space: nowrap;
`;

const Sectors = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  svg { color: ${({ theme }) => theme.colors.link}; flex: none; }
`;

/* A certificate reads as a badge: the standard in a seal-like pill (what a procurement officer looks for first), then
   what it is about and the scope it was granted for, as printed on the certificate. */
const Badge = styled.li`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.phone} { padding: ${({ theme }) => theme.space.md}; }
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  justify-items: start;
  p { margin: 0; }
`;

const Standard = styled.p`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.heading};
  color: ${({ theme }) => theme.colors.onInverse};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  white-space: nowrap;
  && { margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

const Area = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function CertificationBadge({ certificate }: { certificate: Certification }) {
  const details = [certificate.issuer, certificate.validUntil].filter(Boolean).join(' · ');
  return (
    <Badge>
      <Standard>{certificate.standard}</Standard>
      <Area>{certificate.area}</Area>
      {certificate.scope && <p>{certificate.scope}</p>}
      {details && <Detail>{details}</Detail>}
    </Badge>
  );
}

function GroupHeading({ text, level }: { text: string | undefined; level: HeadingLevel }) {
  return text ? <Heading level={level} size="lg">{text}</Heading> : null;
}

/** How clients can engage the company, whom it serves, and the certificates it holds. */
export default function Credentials({ block, level }: BlockProps<CredentialsBlock>) {
  const groupLevel = block.heading ? below(level) : level;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      {block.models && (
        <Group>
          <GroupHeading text={block.modelsHeading} level={groupLevel} />
          <List>
            {block.models.map((model) => (
              <Model key={model.name}>
                <ModelName>{model.name}</ModelName>
                <p><strong>{model.title}</strong></p>
                <p>{model.text}</p>
              </Model>
            ))}
          </List>
        </Group>
      )}
      {block.sectors && (
        <Group>
          <GroupHeading text={block.sectorsHeading} level={groupLevel} />
          <Sectors>
            {block.sectors.map((sector) => (
              <li key={sector.name}>
                {sector.icon && <Icon name={sector.icon} size={20} />}
                {sector.name}
              </li>
            ))}
          </Sectors>
        </Group>
      )}
      {block.certifications && (
        <Group>
          <GroupHeading text={block.certificationsHeading} level={groupLevel} />
          <List>
            {block.certifications.map((certificate) => (
              <CertificationBadge key={certificate.standard} certificate={certificate} />
            ))}
          </List>
        </Group>
      )}
    </Band>
  );
}
