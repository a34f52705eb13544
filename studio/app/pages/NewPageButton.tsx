import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../ui/buttons';
import { Plus } from '../ui/icons';
import { NewPageDialog } from './NewPageDialog';

/** "New page" beside the page list's title, as "Add block" is beside the blocks'. */
export function NewPageButton() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setCreating(true)} style={{ textTransform: 'none', letterSpacing: 0 }}>
        <Plus size={16} aria-hidden="true" /> New page
      </Button>
      {/* The dialog lives outside the heading the button sits in. */}
      {createPortal(<NewPageDialog open={creating} onClose={() => setCreating(false)} />, document.body)}
    </>
  );
}
