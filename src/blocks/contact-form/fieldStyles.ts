import { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

/** Look shared by the text inputs and the message box. */
export const control = css<{ $isInvalid: boolean }>`
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 0.7rem 0.9rem;
  border: 1px solid ${({ $isInvalid, theme }) => ($isInvalid ? theme.colors.danger : theme.palette.muted)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.5;
  transition: border-color ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
  &:hover { border-color: ${({ $isInvalid, theme }) => ($isInvalid ? theme.colors.danger : theme.colors.heading)}; }
  ${focusRing({ offset: '1px' })}
`;

export const fieldText = {
  label: css`
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
  `,
  hint: css`
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
  error: css`
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  `,
};
