import type { ReactNode } from 'react';
import styled from 'styled-components';
import { studio } from './theme';

const Group = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid #8A99A8;
  border-radius: 6px;
  overflow: hidden;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.3rem 0.6rem;
    border: 0;
    background: ${studio.panel};
    font: inherit;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${studio.brand};
    cursor: pointer;
  }
  button + button { border-left: 1px solid #8A99A8; }
  button[aria-pressed='true'] { background: ${studio.brand}; color: #fff; }
  button:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

export type Segment<T> = { value: T; label: ReactNode; title?: string };

/** A row of joined toggle buttons, one of them pressed: a choice among a few views (width, zoom). */
export function Segmented<T extends string | number>({ label, segments, value, onChange }: { label: string; segments: ReadonlyArray<Segment<T>>; value: T; onChange: (next: T) => void }) {
  return (
    <Group role="group" aria-label={label}>
      {segments.map((segment) => (
        <button key={String(segment.value)} type="button" aria-pressed={segment.value === value} title={segment.title} onClick={() => onChange(segment.value)}>
          {segment.label}
        </button>
      ))}
    </Group>
  );
}
