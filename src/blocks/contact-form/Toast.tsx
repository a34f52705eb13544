import { forwardRef, useId } from 'react';
import { Icon } from '../../icons/Icon';
import { useSnackbar, type CustomContentProps } from 'notistack';
import styled, { css } from 'styled-components';
import { useDragToDismiss } from './dragToDismiss';

type Tone = 'success' | 'error';

const Card = styled.div<{ $tone: Tone; $isDragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: min(26rem, calc(100vw - 2rem));
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  touch-action: pan-y;
  user-select: none;
  ${({ $isDragging, theme }) => !$isDragging && css`transition: transform ${theme.motion.base}, opacity ${theme.motion.base};`}
  svg { flex: none; margin-top: 2px; color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)}; }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: 1.5;
  p { margin: 0; }
  p + p { margin-top: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * notistack's content for every toast: light colours, role status (success) or alert (error), a unique id,
 * closes on click and when dragged sideways past 80% of its width.
 */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant, action, style, className }, ref) {
  const { closeSnackbar } = useSnackbar();
  const elementId = useId();
  const drag = useDragToDismiss(() => closeSnackbar(id));
  const tone: Tone = variant === 'success' ? 'success' : 'error';
  return (
    <div ref={ref} style={style} className={className}>
      <Card
        id={`toast${elementId.replace(/[^a-zA-Z0-9_-]/g, '')}`}
        role={tone === 'success' ? 'status' : 'alert'}
        data-toast={tone}
        $tone={tone}
        $isDragging={drag.offset !== 0}
        style={{ transform: `translateX(${drag.offset}px)`, opacity: drag.opacity }}
        {...drag.handlers}
        onClick={() => {
          if (!drag.consumeDrag()) closeSnackbar(id);
        }}
      >
        <Icon name={tone === 'success' ? 'circle-check' : 'circle-alert'} size={22} strokeWidth={2} />
        <Body>{message}</Body>
        {typeof action === 'function' ? action(id) : action}
      </Card>
    </div>
  );
});
