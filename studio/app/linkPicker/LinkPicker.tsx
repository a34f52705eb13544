import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../form/FieldShell';
import { useStudio } from '../state/useStudio';
import { SmallButton } from '../ui/buttons';
import { Check, ChevronDown, CircleAlert } from '../ui/icons';
import { studio } from '../ui/theme';
import { checkLinkTarget, linkOptions, type LinkOption, type LinkPlace } from './linkTargets';
import { pageTargets } from './pageTargets';

const Wrap = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyle};
  padding-right: 2.4rem;
`;

const Toggle = styled.button`
  position: absolute;
  top: 1px;
  right: 1px;
  bottom: 1px;
  width: 2.2rem;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 0 5px 5px 0;
  background: transparent;
  color: ${studio.muted};
  cursor: pointer;
  &:hover { color: ${studio.brand}; background: ${studio.subtle}; }
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 18rem;
  overflow-y: auto;
  background: ${studio.panel};
  border: 1px solid #8A99A8;
  border-radius: ${studio.radius};
  box-shadow: 0 10px 28px rgba(11, 60, 93, 0.18);
  padding: 0.25rem;
`;

const GroupHeading = styled.div`
  padding: 0.45rem 0.55rem 0.25rem;
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${studio.muted};
`;

const Option = styled.div<{ $active: boolean }>`
  display: grid;
  gap: 0.05rem;
  padding: 0.4rem 0.55rem;
  border-radius: 6px;
  cursor: pointer;
  background: ${({ $active }) => ($active ? studio.selected : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${studio.accent}` : 'none')};
  outline-offset: -2px;
  strong { font-size: 0.85rem; font-weight: 600; color: ${studio.ink}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { font-size: 0.75rem; color: ${studio.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &:hover { background: ${studio.subtle}; }
`;

const More = styled.p`
  margin: 0;
  padding: 0.4rem 0.55rem;
  font-size: 0.75rem;
  color: ${studio.muted};
`;

const Verdict = styled.div<{ $tone: 'ok' | 'error' | 'none' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.5rem;
  font-size: 0.8rem;
  line-height: 1.4;
  font-weight: ${({ $tone }) => ($tone === 'error' ? 500 : 400)};
  color: ${({ $tone }) => ($tone === 'error' ? studio.danger : studio.success)};
  svg { flex: none; }
  p { margin: 0; flex: 1 1 12rem; }
`;

export type LinkPickerProps = {
  id: string;
  value: string;
  required: boolean;
  /** Ids of the field's help and problems, read after the picker's own verdict. */
  describedBy?: string;
  invalid: boolean;
  place: LinkPlace;
  onChange: (next: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * The one link field of the studio (blocks and menus): a combobox listing the site's pages by title and path, then
 * the parts (anchors) of the chosen page; https://, mailto: and tel: addresses are typed freely. What is typed is
 * checked at once, and a mistyped page path offers the nearest real one in one click.
 */
export function LinkPicker({ id, value, required, describedBy, invalid, place, onChange, onFocus, onBlur }: LinkPickerProps) {
  const pages = useStudio(pageTargets);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const uid = useId();
  const listId = `${id}-options`;
  const verdictId = `${id}-verdict`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const { sections, more } = useMemo(() => linkOptions(value, pages, place), [value, pages, place]);
  const flat = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const verdict = useMemo(() => checkLinkTarget(value, pages, place), [value, pages, place]);
  const shown = open && flat.length > 0;

  useEffect(() => {
    if (!shown || active < 0) return;
    popup.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, shown]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (option: LinkOption) => {
    onChange(option.value);
    const page = pages.find((candidate) => candidate.path === option.value);
    // A page with parts stays open on its parts: the next choice, if any, is where on the page to land.
    setOpen(option.kind === 'page' && Boolean(page?.anchors.length));
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey || !open) {
        setOpen(true);
        if (event.altKey) return;
      }
      const count = flat.length;
      if (!count) return;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter') {
      if (shown && active >= 0 && flat[active]) {
        event.preventDefault();
        choose(flat[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        // Only the list closes: an enclosing dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  let index = -1;
  return (
    <>
      <Wrap>
        <Input
          ref={input}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || verdict.tone === 'error' || undefined}
          aria-describedby={[verdict.tone === 'none' ? '' : verdictId, describedBy ?? ''].filter(Boolean).join(' ') || undefined}
          $invalid={invalid || verdict.tone === 'error'}
          data-field-kind="link"
          type="text"
          value={value}
          required={required}
          autoComplete="off"
          spellCheck={false}
          placeholder="Choose a page, or type https://…"
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onFocus={onFocus}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
        />
        <Toggle
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          title={shown ? 'Hide the pages' : 'Show the pages'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            setOpen((current) => !current);
          }}
        >
          <ChevronDown size={16} />
        </Toggle>
        {shown && (
          <Popup ref={popup} onMouseDown={(event) => event.preventDefault()}>
            <div role="listbox" id={listId} aria-label="Pages and their parts">
              {sections.map((section, sectionIndex) => (
                <div key={section.heading} role="group" aria-labelledby={`${uid}-group-${sectionIndex}`}>
                  <GroupHeading id={`${uid}-group-${sectionIndex}`} role="presentation">
                    {section.heading}
                  </GroupHeading>
                  {section.options.map((option) => {
                    index += 1;
                    const at = index;
                    return (
                      <Option key={option.value} id={optionId(at)} role="option" aria-selected={at === active} $active={at === active} onClick={() => choose(option)} onMouseMove={() => setActive(at)}>
                        <strong>{option.title}</strong>
                        <span>{option.detail}</span>
                      </Option>
                    );
                  })}
                </div>
              ))}
            </div>
            {more > 0 && <More>{more === 1 ? '1 more page' : `${more} more pages`}: keep typing to narrow the list.</More>}
          </Popup>
        )}
      </Wrap>
      <Verdict id={verdictId} $tone={verdict.tone} aria-live="polite">
        {verdict.tone === 'error' && <CircleAlert size={15} aria-hidden="true" />}
        {verdict.tone === 'ok' && <Check size={15} aria-hidden="true" />}
        {verdict.tone !== 'none' && <p>{verdict.message}</p>}
        {verdict.tone === 'error' && verdict.fix && (
          <SmallButton type="button" onClick={() => onChange(verdict.fix!)}>
            Use {verdict.fix}
          </SmallButton>
        )}
      </Verdict>
    </>
  );
}
