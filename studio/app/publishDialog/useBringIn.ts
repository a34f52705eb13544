// "Bring in their changes", after a refused push: first the list of what others published (nothing merged), then,
// once the editor confirms, exactly that list brought in and sent; Cancel goes back to where the push was refused.
import { useRef, useState } from 'react';
import { listIncoming, pushCommits, type Incoming, type IncomingAnswer, type PushAnswer } from './publishApi';

/** Being listed, shown for the editor to confirm (with why it is shown anew, if it is), or being brought in. */
type BringIn = { state: 'off' } | { state: 'listing' } | { state: 'listed'; incoming: Incoming; notice?: string } | { state: 'bringing'; incoming: Incoming };

type Outcomes = {
  /** The send's answer once brought in (or refused while bringing in). */
  onSent: (answer: PushAnswer) => void;
  /** The list could not be made: what others published breaks the rules, or the shared copy could not be read. */
  onRefused: (refusal: Extract<IncomingAnswer, { listed: false }>) => void;
  onNoAnswer: (error: unknown) => void;
};

export function useBringIn({ onSent, onRefused, onNoAnswer }: Outcomes) {
  const [bringIn, setBringIn] = useState<BringIn>({ state: 'off' });
  /** The button that asks for the list, which takes the focus back on Cancel. */
  const button = useRef<HTMLButtonElement>(null);
  const off = () => setBringIn({ state: 'off' });

  const list = async () => {
    setBringIn({ state: 'listing' });
    try {
      const answer = await listIncoming();
      if (answer.listed) return setBringIn({ state: 'listed', incoming: answer.incoming });
      off();
      onRefused(answer);
    } catch (error) {
      off();
      onNoAnswer(error);
    }
  };

  const confirm = async () => {
    if (bringIn.state !== 'listed') return;
    setBringIn({ state: 'bringing', incoming: bringIn.incoming });
    try {
      const answer = await pushCommits(bringIn.incoming);
      // Either side moved on since the list was shown: nothing was brought in, and the new list waits for a new yes.
      if (answer.kind === 'moved-on' && answer.incoming) return setBringIn({ state: 'listed', incoming: answer.incoming, notice: answer.message });
      off();
      onSent(answer);
    } catch (error) {
      off();
      onNoAnswer(error);
    }
  };

  const cancel = () => {
    off();
    requestAnimationFrame(() => button.current?.focus());
  };

  const shown = bringIn.state === 'listed' || bringIn.state === 'bringing' ? bringIn : null;
  return { listing: bringIn.state === 'listing', shown, list, confirm, cancel, reset: off, button };
}
