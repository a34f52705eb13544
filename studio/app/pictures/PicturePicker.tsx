import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { store } from '../state/store';
import { DialogBody, ModalDialog } from '../ui/dialog';
import { DialogTitle } from '../ui/DialogTitle';
import { SearchField } from '../ui/SearchField';
import { useModal } from '../ui/useModal';
import { studio } from '../ui/theme';
import { DescribeStep } from './DescribeStep';
import { DropZone } from './DropZone';
import { PictureGrid } from './PictureGrid';
import { fetchPictures, uploadPicture, type PictureInfo } from './picturesApi';
import { matching } from './pictureText';

/** A fixed height while browsing (the grid does not jump as the search narrows it); the description fits its content. */
const Dialog = styled(ModalDialog)<{ $fit: boolean }>`
  height: ${({ $fit }) => ($fit ? 'fit-content' : 'min(46rem, calc(100vh - 2rem))')};
`;

const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0 0.85rem;
  label { flex: 1; max-width: 24rem; }
  span { font-size: 0.8rem; color: ${studio.muted}; }
`;

const Note = styled.p`
  margin: 1.5rem 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${studio.muted};
`;

/** What the editor chose: the picture's address and size, and its description ("" when decorative). */
export type PictureChoice = { src: string; width: number | null; height: number | null; alt: string };

type PicturePickerProps = {
  open: boolean;
  /** Where the picture goes, for the dialog's heading ("Card 2 › Image"). */
  place: string;
  current: { src?: unknown; alt?: unknown } | undefined;
  onChoose: (choice: PictureChoice) => void;
  onClose: () => void;
};

/** Choose one of the site's pictures (or upload a new one), then describe it. */
export function PicturePicker({ open, place, current, onChoose, onClose }: PicturePickerProps) {
  const [pictures, setPictures] = useState<PictureInfo[] | null>(null);
  const [listError, setListError] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PictureInfo | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; reasons: string[] } | null>(null);
  const currentSrc = typeof current?.src === 'string' ? current.src : undefined;
  const currentAlt = typeof current?.alt === 'string' ? current.alt : undefined;

  const dialog = useModal(open, () => {
    setChosen(null);
    setRefusal(null);
    setListError('');
    fetchPictures()
      .then((found) => {
        setPictures(found);
        store.learnPublicFiles(found.map((picture) => picture.path));
      })
      .catch((error: Error) => setListError(`The pictures could not be listed: ${error.message}`));
  });

  const upload = async (file: File) => {
    setRefusal(null);
    setUploading(file.name);
    const result = await uploadPicture(file);
    setUploading(null);
    if (result.kind === 'refused') return setRefusal({ title: `${file.name} was not uploaded.`, reasons: result.reasons });
    store.learnPublicFiles([result.picture.path]);
    store.announce(`Uploaded ${file.name}.`);
    setPictures((known) => [result.picture, ...(known ?? []).filter((picture) => picture.path !== result.picture.path)]);
    setChosen(result.picture);
  };

  const shown = useMemo(() => matching(pictures ?? [], query), [pictures, query]);
  const sameAsCurrent = chosen !== null && chosen.path === currentSrc;

  return (
    <Dialog ref={dialog} $width="56rem" $height="46rem" $fit={chosen !== null} aria-labelledby="picture-picker-title" onClose={onClose} onCancel={onClose}>
      <DialogTitle id="picture-picker-title" title={chosen ? 'Describe the picture' : 'Choose a picture'} intro={`For ${place}`} onClose={onClose} />
      <DialogBody>
        {open && chosen ? (
          <DescribeStep
            key={chosen.path}
            picture={chosen}
            initialAlt={sameAsCurrent ? (currentAlt ?? '') : ''}
            initiallyDecorative={sameAsCurrent && currentAlt === ''}
            onBack={() => setChosen(null)}
            onUse={(alt) => onChoose({ src: chosen.path, width: chosen.width, height: chosen.height, alt })}
          />
        ) : open ? (
          <>
            <DropZone
              onFile={(file) => void upload(file)}
              onTooMany={(count) => setRefusal({ title: `Nothing was uploaded: ${count} files were dropped.`, reasons: ['Drop one picture at a time: each one then gets its own description.'] })}
              uploading={uploading}
              refusal={refusal}
            />
            <SearchRow>
              <SearchField label="Search pictures by name" placeholder="Search pictures by name" value={query} onChange={setQuery} />
              {pictures && (
                <span aria-live="polite">
                  {shown.length === pictures.length ? `${pictures.length} pictures` : `${shown.length} of ${pictures.length} pictures`}
                </span>
              )}
            </SearchRow>
            {listError && <Note role="alert">{listError}</Note>}
            {!pictures && !listError && <Note>Listing the pictures…</Note>}
            {pictures && shown.length === 0 && (
              <Note>{pictures.length === 0 ? 'The site has no pictures yet: upload the first one above.' : `No picture’s name contains “${query}”.`}</Note>
            )}
            <PictureGrid pictures={shown} currentSrc={currentSrc} onPick={setChosen} />
          </>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}
