import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { FoundLink } from '../../links';
import { Select } from '../form/FieldShell';
import { pageSummaries } from '../state/selectors';
import { useStudio } from '../state/useStudio';
import { Button, SmallButton } from '../ui/buttons';
import { studio } from '../ui/theme';
import { deletePage, linksBlockingDelete, removeLink, removeLinkEffect, repointLink } from './pageActions';
import { DialogActions, PageDialog } from './PageDialog';
import { LinkPlace, PlaceItem, PlaceList } from './LinkPlaces';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin-top: 0.45rem;
  select { width: auto; max-width: 15rem; padding: 0.25rem 0.4rem; font-size: 0.8rem; }
`;

const Effect = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.75rem;
  color: ${studio.muted};
`;

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  line-height: 1.5;
  color: ${studio.ink};
`;

type Props = { index: number; title: string; path: string; onClose: () => void };

/**
 * Deleting a page: refused while anything links to it. Each link is listed with "Remove link" (saying what that
 * does) and "Point to…" another page; once none is left the page can go (Ctrl+Z brings it back).
 */
export function DeleteDialog({ index, title, path, onClose }: Props) {
  return (
    <PageDialog open id="delete-page" title={`Delete “${title}”`} intro={path} onClose={onClose}>
      <DeleteBody index={index} onDone={onClose} />
    </PageDialog>
  );
}

function DeleteBody({ index, onDone }: { index: number; onDone: () => void }) {
  const revision = useStudio((state) => state.revision);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the links change with the draft, counted by `revision`
  const links = useMemo(() => linksBlockingDelete(index), [index, revision]);
  return (
    <>
      {links.length ? (
        <>
          <Note role="alert" id="delete-refused">
            This page cannot be deleted while {links.length === 1 ? '1 link leads' : `${links.length} links lead`} to it: visitors following {links.length === 1 ? 'it' : 'them'} would find
            nothing. Remove each link, or point it to another page.
          </Note>
          <PlaceList aria-label="Links to this page">
            {links.map((link) => (
              <LinkRow key={`${link.file}:${link.path.join('.')}`} link={link} current={index} />
            ))}
          </PlaceList>
        </>
      ) : (
        <Note>Nothing links to this page any more. Deleting it removes the page and all its blocks; Ctrl+Z brings it back until you leave the studio.</Note>
      )}
      <DialogActions>
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="button"
          $tone="danger"
          disabled={links.length > 0}
          aria-describedby={links.length ? 'delete-refused' : undefined}
          onClick={() => {
            if (deletePage(index) === true) onDone();
          }}
        >
          Delete page
        </Button>
      </DialogActions>
    </>
  );
}

function LinkRow({ link, current }: { link: FoundLink; current: number }) {
  const pages = useStudio(pageSummaries);
  const [target, setTarget] = useState('');
  const effect = removeLinkEffect(link);
  const id = `link-${link.file}-${link.path.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <PlaceItem>
      <LinkPlace link={link} />
      <code>{link.to}</code>
      <Tools>
        <SmallButton type="button" $tone="danger" onClick={() => removeLink(link)} aria-describedby={`${id}-effect`}>
          Remove link
        </SmallButton>
        <Select value={target} onChange={(event) => setTarget(event.target.value)} aria-label={`Point the link at ${link.place} to`}>
          <option value="">Point to…</option>
          {pages.map((page, index) =>
            index === current ? null : (
              <option key={index} value={index}>
                {page.title} ({page.path})
              </option>
            ),
          )}
        </Select>
        <SmallButton type="button" disabled={target === ''} onClick={() => repointLink(link, Number(target))}>
          Point
        </SmallButton>
      </Tools>
      <Effect id={`${id}-effect`}>“Remove link” {effect}.</Effect>
    </PlaceItem>
  );
}
