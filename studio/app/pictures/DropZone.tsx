import { useDropzone } from 'react-dropzone';
import styled, { keyframes } from 'styled-components';
import { Button } from '../ui/buttons';
import { CircleAlert, ImageUp, LoaderCircle } from '../ui/icons';
import { studio } from '../ui/theme';
import { ACCEPTED_PICTURES } from './picturesApi';

const Zone = styled.div<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.35rem 1rem;
  padding: 1rem 1.15rem;
  border: 2px dashed ${({ $active }) => ($active ? studio.accent : '#8A99A8')};
  border-radius: ${studio.radius};
  background: ${({ $active }) => ($active ? studio.selected : studio.subtle)};
  transition: background 120ms, border-color 120ms;
  > svg { color: ${studio.accent}; }
  strong { display: block; font-size: 0.95rem; color: ${studio.brand}; }
  span { display: block; font-size: 0.8rem; line-height: 1.4; color: ${studio.muted}; }
  @media (max-width: 40rem) { grid-template-columns: auto 1fr; > button { grid-column: 1 / -1; } }
`;

const Refusal = styled.div`
  display: flex;
  gap: 0.5rem;
  margin: 0.6rem 0 0;
  padding: 0.6rem 0.75rem;
  border-radius: 6px;
  background: #FDF3F2;
  color: #8C1D17;
  font-size: 0.85rem;
  line-height: 1.45;
  svg { flex: none; margin-top: 0.15rem; }
  strong { display: block; }
  p { margin: 0.2rem 0 0; }
  ul { margin: 0.3rem 0 0; padding-left: 1.1rem; }
  li + li { margin-top: 0.3rem; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.6rem 0 0;
  font-size: 0.85rem;
  color: ${studio.brand};
  svg { animation: ${spin} 1s linear infinite; }
`;

type DropZoneProps = {
  /** Called with the one file dropped or chosen. */
  onFile: (file: File) => void;
  /** Called when several files arrive at once. */
  onTooMany: (count: number) => void;
  /** The file being uploaded, if any. */
  uploading: string | null;
  /** What was refused ("plan.svg was not uploaded."), and why, in plain words. */
  refusal: { title: string; reasons: string[] } | null;
};

/**
 * Takes a new picture by drop or file dialog (react-dropzone: drag enter/leave over child elements, files from the
 * drop's DataTransfer). No type filter on drop: the server tells the type from the bytes and says why it refuses.
 */
export function DropZone({ onFile, onTooMany, uploading, refusal }: DropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: uploading !== null,
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length > 1) onTooMany(files.length);
      else if (files[0]) onFile(files[0]);
    },
  });
  return (
    <div>
      <Zone {...getRootProps({ 'aria-describedby': refusal ? 'picture-upload-error' : undefined })} $active={isDragActive} data-testid="picture-drop-zone">
        <ImageUp size={28} aria-hidden="true" />
        <div>
          <strong>{isDragActive ? 'Drop the picture to upload it' : 'Drop a new picture here'}</strong>
          <span>PNG, JPEG, WebP, AVIF or SVG, up to 20 MB. It is added to the site’s pictures under a new name: no picture is ever replaced.</span>
        </div>
        <Button type="button" onClick={open} disabled={uploading !== null}>
          Choose a file…
        </Button>
      </Zone>
      <input {...getInputProps({ accept: ACCEPTED_PICTURES, 'aria-label': 'Picture file to upload' })} />
      <div aria-live="polite">
        {uploading !== null && (
          <Busy>
            <LoaderCircle size={16} aria-hidden="true" /> Uploading {uploading}…
          </Busy>
        )}
      </div>
      {refusal && (
        <Refusal id="picture-upload-error" role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          <div>
            <strong>{refusal.title}</strong>
            {refusal.reasons.length === 1 ? (
              <p>{refusal.reasons[0]}</p>
            ) : (
              <ul>
                {refusal.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </div>
        </Refusal>
      )}
    </div>
  );
}
