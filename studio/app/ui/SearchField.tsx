import styled from 'styled-components';
import { Search } from './icons';
import { studio } from './theme';

const Box = styled.label`
  position: relative;
  display: block;
  svg { position: absolute; left: 0.6rem; top: 50%; transform: translateY(-50%); color: ${studio.muted}; pointer-events: none; }
  input {
    width: 100%;
    font: inherit;
    font-size: 0.875rem;
    padding: 0.45rem 0.6rem 0.45rem 2rem;
    border: 1px solid #8A99A8;
    border-radius: 6px;
    &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 1px; }
  }
`;

type Props = { label: string; placeholder: string; value: string; onChange: (query: string) => void; className?: string };

/** A search box with its magnifier: filters a list as the editor types. */
export function SearchField({ label, placeholder, value, onChange, className }: Props) {
  return (
    <Box className={className}>
      <Search size={16} aria-hidden="true" />
      <input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
}
