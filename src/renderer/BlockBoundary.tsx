import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

type Props = { type: string; source?: string | undefined; /** 1 for the page's first block. */ position?: number; children: ReactNode };
type State = { error: Error | null };

const DevNotice = styled.div`
  margin: 1rem auto;
  max-width: 60rem;
  padding: 1rem 1.25rem;
  border: 2px dashed ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Contains a block that throws while rendering: the rest of the page still renders.
 * Visitors see nothing of the broken block; in development the author sees which block failed and where.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block "${this.props.type}"${this.props.source ? ` (${this.props.source})` : ''} failed to render:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!import.meta.env.DEV) return <div data-block-error={this.props.type} hidden />;
    return (
      <DevNotice role="alert" data-block-error={this.props.type}>
        {/* The same words as the build's message: where, which block, what went wrong. */}
        {this.props.source ? `${this.props.source}  ` : ''}
        {this.props.position ? `block ${this.props.position} (${this.props.type})` : this.props.type}
        {'  the block failed to render: '}
        {this.state.error.message}
      </DevNotice>
    );
  }
}
