import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { menuPlaces, pathProblem, redirectsFrom, suggestMenuPlace, suggestPath, waitingEntryFor, type MenuPlace, type WaitingEntry } from '../../links';
import { Input, Select } from '../form/FieldShell';
import { pageSummaries } from '../state/selectors';
import { useStudio } from '../state/useStudio';
import { Button } from '../ui/buttons';
import { studio } from '../ui/theme';
import { createPage, planNewPageLinks, siteData } from './pageActions';
import { CheckOption, DialogActions, PageDialog } from './PageDialog';
import { countState, TextEntry } from './TextEntry';

export const DESCRIPTION_LIMITS = { min: 50, max: 160 };

const Fieldset = styled.fieldset`
  margin: 0.25rem 0 0;
  padding: 0.75rem 0.9rem 0.4rem;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  legend { padding: 0 0.35rem; font-weight: 700; font-size: 0.875rem; color: ${studio.brand}; }
  > p { margin: 0 0 0.75rem; font-size: 0.8rem; line-height: 1.45; color: ${studio.muted}; }
`;

const Problem = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.85rem;
  font-weight: 500;
  color: ${studio.danger};
`;

const Offer = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.2rem 0.5rem;
  padding: 0.5rem 0.6rem;
  border-radius: ${studio.radius};
  background: ${studio.subtle};
  > input { margin: 0.15rem 0 0; width: 1rem; height: 1rem; accent-color: ${studio.accent}; }
  > label { display: block !important; font-size: 0.85rem !important; font-weight: 600; color: ${studio.ink} !important; }
  > p { grid-column: 2; margin: 0; font-size: 0.8rem; line-height: 1.45; color: ${studio.muted}; }
`;

type Props = { open: boolean; onClose: () => void };

/**
 * A new page: title, address (suggested from the title), search description with a live count, and where it is
 * linked from straight away: a menu group or footer column, and/or a button on a related page. A page nothing links
 * to is refused by the site's checks, so at least one is needed.
 */
export function NewPageDialog({ open, onClose }: Props) {
  return (
    <PageDialog open={open} id="new-page" title="New page" intro="The page starts with a hero titled like the page; add more blocks once it is created." onClose={onClose}>
      <NewPageForm onDone={onClose} />
    </PageDialog>
  );
}

function NewPageForm({ onDone }: { onDone: () => void }) {
  const pages = useStudio(pageSummaries);
  const navData = useStudio((state) => state.data['nav.yaml']);
  const places = useMemo(() => menuPlaces({ pages: undefined, nav: navData }), [navData]);
  const [title, setTitle] = useState('');
  const [path, setPath] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [useMenu, setUseMenu] = useState(true);
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [menuLabel, setMenuLabel] = useState<string | null>(null);
  const [useWaiting, setUseWaiting] = useState(true);
  const [useRelated, setUseRelated] = useState(false);
  const [related, setRelated] = useState(0);
  const [relatedLabel, setRelatedLabel] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const shownPath = path ?? (title.trim() ? suggestPath(title) : '');
  const pathIssue = shownPath || touched ? pathProblem(siteData(), shownPath) : undefined;
  const takesOldAddress = !pathIssue && shownPath !== '' && redirectsFrom(siteData(), shownPath).length > 0;
  const site = useMemo(() => ({ pages: undefined, nav: navData }), [navData]);
  const waitingIn = (where: MenuPlace | undefined) => (where && title.trim() ? waitingEntryFor(site, where, title.trim()) : undefined);
  // A column with an entry waiting for this page ("Jobs", coming soon, for "Careers") is where the page most likely goes.
  const suggested = places.find(waitingIn) ?? suggestMenuPlace(site, shownPath || '/', places);
  const place = places.find((entry) => entry.id === placeId) ?? suggested;
  const waiting = useMenu ? waitingIn(place) : undefined;
  const entry = waiting && useWaiting ? waiting : undefined;
  const menuText = menuLabel ?? entry?.linkText ?? title;
  const descriptionState = countState(description, DESCRIPTION_LIMITS)!;
  const page = { path: shownPath, title: title.trim(), description: description.trim() };
  const links = {
    ...(useMenu && place ? { menu: { place, label: menuText.trim(), entry } } : {}),
    ...(useRelated ? { related: { page: related, label: (relatedLabel ?? title).trim() } } : {}),
  };
  const plan = useRelated ? planNewPageLinks(page, links) : undefined;
  const problems = [
    !title.trim() && 'Write the title.',
    pathIssue,
    descriptionState.state !== 'ok' && `Write a description of ${DESCRIPTION_LIMITS.min} to ${DESCRIPTION_LIMITS.max} characters.`,
    !useMenu && !useRelated && 'Choose where the page is linked from: a page nothing links to cannot be saved.',
    useMenu && !menuText.trim() && 'Write the text of the menu link.',
    useRelated && !(relatedLabel ?? title).trim() && 'Write the text of the button.',
    plan && 'problem' in plan && plan.problem,
  ].filter((problem): problem is string => Boolean(problem));

  const create = () => {
    setTouched(true);
    if (problems.length) return;
    if (createPage(page, links)) onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create();
      }}
    >
      <TextEntry autoFocus id="new-page-name" label="Title" value={title} onChange={setTitle} limits={{}} help="Shown in the browser tab, in search results (about 60 characters fit) and as the hero's heading." problems={touched && !title.trim() ? ['Write the title.'] : []} />
      <TextEntry
        id="new-page-path"
        label="Address"
        value={shownPath}
        onChange={(value) => setPath(value)}
        spellCheck={false}
        placeholder="/careers"
        help={`${path === null ? 'Suggested from the title; change it if you like. Letters, digits, - and _ between slashes.' : 'Letters, digits, - and _ between slashes, e.g. /application/service/laboratory.'}${takesOldAddress ? ` ${shownPath} is an old address that visitors are sent on from: the new page takes it over.` : ''}`}
        problems={pathIssue ? [pathIssue] : []}
      />
      <TextEntry id="new-page-description" label="Search description" value={description} onChange={setDescription} multiline limits={DESCRIPTION_LIMITS} help="One or two sentences shown under the title in search results." />
      <Fieldset>
        <legend>Link it from</legend>
        <p>Visitors (and the site's checks) need a way to reach the page. Choose one or both.</p>
        <LinkOption
          id="new-page-use-menu"
          label="A menu group or footer column"
          checked={useMenu}
          onToggle={setUseMenu}
          where={{ label: 'Where', name: 'Menu group or footer column', value: place?.id ?? '', choices: places.map((entry) => ({ value: entry.id, label: entry.label })), onChange: setPlaceId }}
          text={{ label: 'Link text', name: 'Menu link text', value: menuText, onChange: setMenuLabel }}
        >
          {waiting && place && <WaitingOffer entry={waiting} place={place} checked={useWaiting} onToggle={setUseWaiting} />}
        </LinkOption>
        <LinkOption
          id="new-page-use-related"
          label="A button on a related page"
          checked={useRelated}
          onToggle={setUseRelated}
          where={{ label: 'Page', name: 'Related page', value: String(related), choices: pages.map((entry, index) => ({ value: String(index), label: `${entry.title} (${entry.path})` })), onChange: (value) => setRelated(Number(value)) }}
          text={{ label: 'Button text', name: 'Button text', value: relatedLabel ?? title, onChange: setRelatedLabel }}
        />
      </Fieldset>
      {touched && problems.length > 0 && (
        <Problem role="alert">{problems[0]}</Problem>
      )}
      <DialogActions>
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" $tone="primary" aria-describedby={problems.length ? 'new-page-missing' : undefined}>
          Create page
        </Button>
        {problems.length > 0 && (
          <span id="new-page-missing" className="visually-hidden">
            {problems.join(' ')}
          </span>
        )}
      </DialogActions>
    </form>
  );
}

type Labelled<T> = { label: string; name: string; value: string; onChange: (value: string) => void } & T;

type LinkOptionProps = {
  id: string;
  label: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  where: Labelled<{ choices: Array<{ value: string; label: string }> }>;
  text: Labelled<object>;
  /** Shown under the choices while the option is ticked. */
  children?: ReactNode;
};

/** One way to reach the new page: ticked, it asks where the link goes and what it says. */
function LinkOption({ id, label, checked, onToggle, where, text, children }: LinkOptionProps) {
  return (
    <CheckOption>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {checked && (
        <div>
          <label>
            {where.label}
            <Select value={where.value} onChange={(event) => where.onChange(event.target.value)} aria-label={where.name}>
              {where.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </label>
          <label>
            {text.label}
            <Input value={text.value} onChange={(event) => text.onChange(event.target.value)} aria-label={text.name} />
          </label>
          {children}
        </div>
      )}
    </CheckOption>
  );
}

/** The chosen column's entry waiting for this page, offered (ticked, and can be unticked) instead of a second entry. */
function WaitingOffer({ entry, place, checked, onToggle }: { entry: WaitingEntry; place: MenuPlace; checked: boolean; onToggle: (checked: boolean) => void }) {
  return (
    <Offer>
      <input id="new-page-use-waiting" type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} aria-describedby="new-page-use-waiting-help" />
      <label htmlFor="new-page-use-waiting">
        Use the existing entry “{entry.label}” in {place.label}
      </label>
      <p id="new-page-use-waiting-help">
        {checked
          ? `The entry that waits for a page becomes the link to this one, instead of a second entry beside it.`
          : `A new entry is added at the end of ${place.label}; “${entry.label}” stays as it is.`}
      </p>
    </Offer>
  );
}
