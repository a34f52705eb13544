import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { store } from '../state/store';
import { useStudio } from '../state/useStudio';
import { Button } from '../ui/buttons';
import { CloudUpload } from '../ui/icons';
import { publishBlocker } from './publishBlocker';
import { PublishDialog } from './PublishDialog';

const PublishTrigger = styled(Button)`
  &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
`;

/** The top bar's Publish button: offered once everything is saved and valid; otherwise it says why not. */
export function PublishButton() {
  const blocker = useStudio(publishBlocker);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PublishTrigger
        type="button"
        aria-disabled={blocker ? 'true' : undefined}
        aria-describedby="publish-help"
        title={blocker ?? 'Record the saved changes with a message, and send them for publishing'}
        onClick={() => (blocker ? store.announce(`Not yet: ${blocker}`) : setOpen(true))}
      >
        <CloudUpload size={16} aria-hidden="true" />
        Publish
      </PublishTrigger>
      <span id="publish-help" className="visually-hidden">
        {blocker ?? 'Shows what changed since you last published, then records it with your message and sends it.'}
      </span>
      {/* Outside the top bar, whose white-on-teal button styles would reach into the dialog. */}
      {createPortal(<PublishDialog open={open} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
