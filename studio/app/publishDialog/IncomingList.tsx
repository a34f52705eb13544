import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { changeText, earlierText } from '../../publish/incomingFiles';
import type { Incoming } from './publishApi';
import { ChangeList, Outcome, SectionTitle } from './publishStyles';

const Files = styled(ChangeList)`
  li { grid-template-columns: 1fr; gap: 0.1rem; }
`;

/**
 * What "Bring in their changes" would bring, shown before anything is merged: each file the shared copy changed, with
 * who changed it and their message. `notice` says why the list was shown again (the shared copy moved on meanwhile).
 */
export function IncomingList({ incoming, notice }: { incoming: Incoming; notice?: string | undefined }) {
  const count = incoming.files.length;
  const list = useRef<HTMLUListElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The button that asked for the list is gone: the list takes the focus, and again when it is shown anew.
  useEffect(() => {
    (list.current ?? title.current)?.focus();
  }, [incoming]);
  return (
    <section aria-labelledby="incoming-title">
      {notice && (
        <Outcome $tone="failed" role="alert">
          <p>{notice}</p>
        </Outcome>
      )}
      <SectionTitle id="incoming-title" ref={title} tabIndex={-1}>
        {`What others published meanwhile (${count === 1 ? '1 file' : `${count} files`})`}
      </SectionTitle>
      <p id="incoming-intro">
        These changes are on the shared copy of the site and not yet in yours. “Bring these in” combines exactly these with your changes, checks the site and sends
        both; Cancel leaves everything as it is.
      </p>
      {count ? (
        // Focusable: a long list scrolls inside the dialog, and keyboard users scroll it too.
        <Files ref={list} aria-labelledby="incoming-title" aria-describedby="incoming-intro" tabIndex={0}>
          {incoming.files.map((file) => (
            <li key={file.path}>
              <span>{file.text}</span>
              {file.by.map((change, index) => (
                <em key={index}>{changeText(change)}</em>
              ))}
              {file.earlier > 0 && <em>{earlierText(file.earlier)}</em>}
            </li>
          ))}
        </Files>
      ) : (
        <p>Their changes leave every file as you have it: bringing them in only joins the two histories.</p>
      )}
    </section>
  );
}
