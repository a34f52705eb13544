import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { FoundLink } from '../../links';
import { LinkPicker } from '../linkPicker/LinkPicker';
import { checkLinkTarget, type LinkPlace as PickerPlace } from '../linkPicker/linkTargets';
import { pageTargets } from '../linkPicker/pageTargets';
import { useStudio } from '../state/useStudio';
import { Button, SmallButton } from '../ui/buttons';
import { studio } from '../ui/theme';
import { deletePage, linksBlockingDelete, oldAddressesOf, removeLink, removeLinkEffect, repointLink } from './pageActions';
import { DialogActions, PageDialog } from './PageDialog';
import { LinkPlace, PlaceItem, PlaceList } from './LinkPlaces';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin-top: 0.45rem;
  & > :nth-child(2) { flex: 1 1 14rem; min-width: 12rem; }
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
 * does) and "Point" it elsewhere, chosen with the same link picker as every link field; once none is left the page
 * can go (Ctrl+Z brings it back).
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
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const oldAddresses = useMemo(() => oldAddressesOf(index), [index, revision]);
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
      {oldAddresses.length > 0 && (
        <Note id="delete-old-addresses">
          {oldAddresses.length === 1 ? `Its old address ${oldAddresses[0]} stops working too` : `Its old addresses ${oldAddresses.join(', ')} stop working too`}: visitors who still use{' '}
          {oldAddresses.length === 1 ? 'it' : 'them'} will see the “page not found” page.
        </Note>
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
  const pages = useStudio(pageTargets);
  const [target, setTarget] = useState('');
  const effect = removeLinkEffect(link);
  const id = `link-${link.file}-${link.path.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const place = useMemo<PickerPlace>(() => ({ inMenu: link.file === 'nav.yaml' }), [link.file]);
  const leavingPage = pages[current]?.path;
  // Pointing the link at the page being deleted, or at an address that does not exist, would leave it broken.
  const usable = target !== '' && checkLinkTarget(target, pages, place).tone !== 'error' && target.split('#')[0] !== leavingPage;
  return (
    <PlaceItem>
      <LinkPlace link={link} />
      <code>{link.to}</code>
      <Tools>
        <SmallButton type="button" $tone="danger" onClick={() => removeLink(link)} aria-describedby={`${id}-effect`}>
          Remove link
        </SmallButton>
        <LinkPicker id={`${id}-target`} value={target} required={false} invalid={false} place={place} onChange={setTarget} describedBy={`${id}-point`} />
        <SmallButton type="button" disabled={!usable} onClick={() => repointLink(link, target)}>
          Point
        </SmallButton>
      </Tools>
      <Effect id={`${id}-effect`}>“Remove link” {effect}.</Effect>
      <Effect id={`${id}-point`}>Or choose another page (or part of one) for this link and press “Point”.</Effect>
    </PlaceItem>
  );
}
