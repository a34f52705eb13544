import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { pathProblem, retarget } from '../../links';
import { useStudio } from '../state/useStudio';
import { Button } from '../ui/buttons';
import { linksChangedByRename, redirectsChangedByRename, renamePage, siteData } from './pageActions';
import { CheckOption, DialogActions, PageDialog } from './PageDialog';
import { LinkPlace, PlaceItem, PlaceList } from './LinkPlaces';
import { TextEntry } from './TextEntry';

const KeepOld = styled(CheckOption)`
  margin-top: 1rem;
`;

const Notice = styled.p`
  margin: 0 0 0.85rem;
  font-size: 0.875rem;
  line-height: 1.45;
`;

type Props = { index: number; path: string; title: string; onClose: () => void };

/** A new address for a page: every link that will follow it is listed before the editor confirms. */
export function RenameDialog({ index, path, title, onClose }: Props) {
  return (
    <PageDialog open id="rename-page" title={`Change the address of “${title}”`} intro={`Now ${path}. Every link to it follows, in the same change and the same save.`} onClose={onClose}>
      <RenameForm index={index} path={path} onDone={onClose} />
    </PageDialog>
  );
}

function RenameForm({ index, path, onDone }: { index: number; path: string; onDone: () => void }) {
  const revision = useStudio((state) => state.revision);
  const [next, setNext] = useState(path);
  // An address never published is known to nobody: renaming it leaves no redirect behind unless asked.
  const published = useStudio((state) => state.publishedPaths === null || state.publishedPaths.includes(path));
  const [keepOld, setKeepOld] = useState(published);
  const problem = next === path ? undefined : pathProblem(siteData(), next, index);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the links change with the draft, counted by `revision`
  const links = useMemo(() => linksChangedByRename(index), [index, revision]);
  const ready = next !== path && !problem;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the redirects change with the draft, counted by `revision`
  const redirects = useMemo(() => redirectsChangedByRename(index, ready ? next : path, keepOld), [index, ready, next, path, keepOld, revision]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && renamePage(index, next, keepOld)) onDone();
      }}
    >
      <TextEntry autoFocus id="rename-path" label="New address" value={next} onChange={setNext} spellCheck={false} problems={problem ? [problem] : []} help="Letters, digits, - and _ between slashes; anchors (#…) on links are kept." />
      <h3 id="rename-links" style={{ margin: '0.25rem 0 0.5rem', fontSize: '0.9rem' }}>
        {links.length === 0 ? 'No other link leads to this page.' : links.length === 1 ? '1 link will be updated' : `${links.length} links will be updated`}
      </h3>
      {links.length > 0 && (
        <PlaceList aria-labelledby="rename-links">
          {links.map((link) => (
            <PlaceItem key={`${link.file}:${link.path.join('.')}`}>
              <LinkPlace link={link} />
              <code>
                <del>{link.to}</del> → {retarget(link.to, ready ? next : '…')}
              </code>
            </PlaceItem>
          ))}
        </PlaceList>
      )}
      <KeepOld>
        <input id="rename-keep-old" type="checkbox" checked={keepOld} onChange={(event) => setKeepOld(event.target.checked)} aria-describedby="rename-keep-old-help" />
        <label htmlFor="rename-keep-old">Keep the old address {path} working</label>
        <p id="rename-keep-old-help">
          {published
            ? `Bookmarks, links from other websites and search engines that still use ${path} are sent on to the new address, and search engines update their results.${keepOld ? '' : ' Without it, they reach the “page not found” page.'}`
            : `${path} has never been published, so no visitor knows it: it needs no redirect.`}
        </p>
      </KeepOld>
      {redirects.followed.length > 0 && (
        <Notice id="rename-followed">
          {redirects.followed.length === 1 ? `The older address ${redirects.followed[0]!.from} that leads here` : `${redirects.followed.length} older addresses that lead here (${redirects.followed.map((redirect) => redirect.from).join(', ')})`} will lead to the new address.
        </Notice>
      )}
      {ready && redirects.dropped.length > 0 && (
        <Notice id="rename-dropped">
          {redirects.dropped.every((redirect) => redirect.to.split('#')[0] === path)
            ? `${next} is an old address of this page: it becomes its address again.`
            : `${next} is an old address of another page: visitors who still use it will reach this page instead.`}
        </Notice>
      )}
      <DialogActions>
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" $tone="primary" disabled={!ready}>
          {links.length ? `Change address and update ${links.length === 1 ? '1 link' : `${links.length} links`}` : 'Change address'}
        </Button>
      </DialogActions>
    </form>
  );
}
