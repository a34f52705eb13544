import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { PicturePicker, type PictureChoice } from '../../pictures/PicturePicker';
import { thumbnailUrl } from '../../pictures/picturesApi';
import { fileNameOf } from '../../pictures/pictureText';
import { parseFieldName } from '../../state/paths';
import { SmallButton } from '../../ui/buttons';
import { Image, Images } from '../../ui/icons';
import { studio } from '../../ui/theme';
import type { FieldProps } from '../FieldShell';
import { fieldId, useFormScope } from '../FormContext';
import { shapeOf, type AnySchema, labelOf, itemWordOf } from '../../../../src/content';
import { FieldView } from '../FieldView';
import { AltField } from './AltField';
import { Absent, GroupFrame } from './GroupField';

const Current = styled.div`
  display: grid;
  grid-template-columns: 6.5rem 1fr;
  gap: 0.85rem;
  align-items: center;
  margin: 0 0 1rem;
`;

const Frame = styled.div`
  display: grid;
  place-items: center;
  position: relative;
  aspect-ratio: 4 / 3;
  border: 1px solid ${studio.line};
  border-radius: 6px;
  overflow: hidden;
  color: ${studio.muted};
  background: #fff conic-gradient(#EEF2F6 25%, #fff 0 50%, #EEF2F6 0 75%, #fff 0) 0 0 / 12px 12px;
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
`;

const Facts = styled.div`
  display: grid;
  gap: 0.2rem;
  justify-items: start;
  min-width: 0;
  strong { font-size: 0.875rem; color: ${studio.brand}; overflow-wrap: anywhere; }
  span { font-size: 0.8rem; color: ${studio.muted}; margin-bottom: 0.3rem; }
`;

const SizeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 0.75rem;
`;

/** `cards[1].image` -> "Card 2 › Image": where the picture goes, for the picker's heading (as the list names it). */
function placeOf(name: string): string {
  const segments = parseFieldName(name);
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return null;
      const next = segments[index + 1];
      return typeof next === 'number' ? `${labelOf(itemWordOf(segment) ?? segment)} ${next + 1}` : labelOf(segment);
    })
    .filter(Boolean)
    .join(' › ');
}

/**
 * A picture: chosen from public/images/ or uploaded in the picker, which fills in its file, width and height and asks
 * for its description; the fields stay editable by hand below.
 */
export function ImageField({ name, label, help, required, value, schema }: FieldProps & { schema: AnySchema }) {
  const scope = useFormScope();
  const [picking, setPicking] = useState(false);
  // Bumped by each choice in the picker: the description field starts again from the value just chosen.
  const [choices, setChoices] = useState(0);
  const change = useRef<HTMLButtonElement>(null);
  // After a choice the dialog closes and the button that opened it may be gone (an absent picture becomes a group):
  // focus comes back to "Change picture…", so keyboard users carry on from the picture they chose.
  useEffect(() => {
    if (choices > 0) change.current?.focus();
  }, [choices]);
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const shape = shapeOf(schema);
  const choose = (choice: PictureChoice) => {
    scope.commitGroup(name, { src: choice.src, alt: choice.alt, width: choice.width ?? undefined, height: choice.height ?? undefined }, 'Chose the picture of');
    setChoices((count) => count + 1);
    setPicking(false);
  };
  // In a portal: the picker has a form of its own, and forms do not nest. First in the fragment, so it stays the same
  // dialog when an absent picture becomes a group.
  const picker = createPortal(<PicturePicker open={picking} place={placeOf(name)} current={record} onChoose={choose} onClose={() => setPicking(false)} />, document.body);

  if (!record) {
    return (
      <>
        {picker}
        <Absent id={fieldId(name)} data-field={name}>
          <span>{label}</span>
          <SmallButton type="button" onClick={() => setPicking(true)}>
            <Images size={14} aria-hidden="true" /> Choose {label.toLowerCase()}…
          </SmallButton>
        </Absent>
      </>
    );
  }

  const src = typeof record.src === 'string' ? record.src : '';
  const exists = src !== '' && scope.publicFiles.includes(src);
  const size = typeof record.width === 'number' && typeof record.height === 'number' ? `${record.width} × ${record.height} px` : 'Size read from the file when the site is built';
  return (
    <>
      {picker}
      <GroupFrame name={name} label={label} help={help} required={required}>
        <Current>
          <Frame>{exists ? <img src={thumbnailUrl(src)} alt="" /> : <Image size={28} aria-hidden="true" />}</Frame>
          <Facts>
            <strong>{src ? fileNameOf(src) : 'No picture chosen'}</strong>
            <span>{src && !exists ? 'This picture is not among the pictures yet: choose or upload it' : size}</span>
            <SmallButton ref={change} type="button" onClick={() => setPicking(true)}>
              <Images size={14} aria-hidden="true" /> {src ? 'Change picture…' : 'Choose picture…'}
            </SmallButton>
          </Facts>
        </Current>
        {shape.src && <FieldView name={`${name}.src`} fieldKey="src" schema={shape.src} value={record.src} label="Picture file" />}
        <AltField key={choices} name={`${name}.alt`} value={record.alt} />
        <SizeRow>
          {shape.width && <FieldView name={`${name}.width`} fieldKey="width" schema={shape.width} value={record.width} />}
          {shape.height && <FieldView name={`${name}.height`} fieldKey="height" schema={shape.height} value={record.height} />}
        </SizeRow>
      </GroupFrame>
    </>
  );
}
