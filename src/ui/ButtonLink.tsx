import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Button } from '../shared/fields';
import { Icon } from '../icons/Icon';
import { pillButton, primaryFill } from './buttonStyles';
import { SmartLink } from './SmartLink';

type Style = Button['style'];

const looks = {
  primary: css`
    ${primaryFill}
    &:hover { background: ${({ theme }) => theme.components.buttonPrimaryHoverBg}; color: ${({ theme }) => theme.components.buttonPrimaryText}; }
    /* On a dark band the primary button turns light so it keeps its contrast. */
    [data-tone='dark'] & {
      background: ${({ theme }) => theme.components.buttonLightBg};
      color: ${({ theme }) => theme.components.buttonLightText};
      &:hover { background: ${({ theme }) => theme.colors.band}; }
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.components.buttonSecondaryBg};
    color: ${({ theme }) => theme.components.buttonSecondaryText};
    &:hover { background: ${({ theme }) => theme.components.buttonSecondaryHoverBg}; color: ${({ theme }) => theme.components.buttonSecondaryText}; }
  `,
  light: css`
    background: ${({ theme }) => theme.components.buttonLightBg};
    color: ${({ theme }) => theme.components.buttonLightText};
    &:hover { background: ${({ theme }) => theme.colors.band}; color: ${({ theme }) => theme.components.buttonLightText}; }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover { background: ${({ theme }) => theme.colors.washOnInverse}; color: inherit; }
  `,
};

const StyledLink = styled(SmartLink)<{ $look: Style; $from?: 'md' | 'lg' | undefined }>`
  ${pillButton}
  border: 2px solid transparent;
  letter-spacing: 0.01em;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  ${({ $look }) => looks[$look]}
  &:active { transform: translateY(1px); }
  ${({ $from, theme }) => $from && css`
    display: none;
    ${theme.media[$from]} { display: inline-flex; }
  `}
`;

/** One button; `children` (e.g. visually hidden words naming what it is for) follow its label. */
export function ButtonLink({ button, children }: { button: Pick<Button, 'label' | 'to' | 'style'> & Partial<Pick<Button, 'icon' | 'visibleFrom'>>; children?: ReactNode }) {
  return (
    <StyledLink to={button.to} $look={button.style} $from={button.visibleFrom} data-button="">
      {button.label}
      {children}
      {button.icon && <Icon name={button.icon} size={18} />}
    </StyledLink>
  );
}

const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ $center }) => $center && css`justify-content: center;`}
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.sm}; margin-top: ${({ theme }) => theme.space.lg}; }
`;

export function Buttons({ buttons, center }: { buttons?: Button[] | undefined; center?: boolean }) {
  if (!buttons?.length) return null;
  return (
    <ButtonRow $center={center}>
      {buttons.map((button) => (
        <ButtonLink key={`${button.label}-${button.to}`} button={button} />
      ))}
    </ButtonRow>
  );
}
