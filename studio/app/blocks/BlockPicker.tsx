import styled from 'styled-components';
import { studio } from '../ui/theme';
import { ChoiceGrid, ChoiceTile } from '../ui/ChoiceGrid';
import { ModalDialog } from '../ui/dialog';
import { DialogTitle } from '../ui/DialogTitle';
import { useModal } from '../ui/useModal';
import { iconOfBlock } from './blockIcon';
import { blockKinds, type BlockKind } from './blockKinds';

const Choices = styled.div`
  padding: 1rem 1.25rem 1.25rem;
`;

const Choice = styled(ChoiceTile)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.2rem 0.65rem;
  align-content: start;
  padding: 0.75rem;
  > svg { grid-row: span 2; color: ${studio.accent}; margin-top: 0.1rem; }
  strong { font-size: 0.9rem; color: ${studio.brand}; }
  span { font-size: 0.8rem; line-height: 1.4; color: ${studio.muted}; }
`;

/** Lists every block type with its description; choosing one adds it, filled in from its catalogue example. */
export function BlockPicker({ open, position, onChoose, onClose }: { open: boolean; position: string; onChoose: (kind: BlockKind) => void; onClose: () => void }) {
  const dialog = useModal(open);
  return (
    <ModalDialog $width="44rem" $height="40rem" ref={dialog} aria-labelledby="picker-title" onClose={onClose} onCancel={onClose}>
      <DialogTitle id="picker-title" title="Add a block" intro={`It is added ${position}, filled in with an example you then change.`} onClose={onClose} />
      {/* Closed, the list is not rendered: the picker stays mounted beside the editor, which re-renders as the editor types. */}
      {open && (
      <Choices>
      <ChoiceGrid label="Kinds of block" min="13rem">
        {blockKinds.map((kind) => {
          const Icon = iconOfBlock(kind.type);
          return (
            <li key={kind.type}>
              <Choice type="button" onClick={() => onChoose(kind)}>
                <Icon size={20} aria-hidden="true" />
                <strong>{kind.name}</strong>
                <span>{kind.description}</span>
              </Choice>
            </li>
          );
        })}
      </ChoiceGrid>
      </Choices>
      )}
    </ModalDialog>
  );
}
