import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Help, TextArea } from '../form/FieldShell';
import { Check } from '../form/fields/ChoiceField';
import { Button } from '../ui/buttons';
import { DialogActions } from '../ui/dialog';
import { studio } from '../ui/theme';
import { thumbnailUrl, type PictureInfo } from './picturesApi';
import { describeSize, fileNameOf } from './pictureText';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 44rem) { grid-template-columns: 1fr; }
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.4rem;
  img {
    width: 100%;
    max-height: 18rem;
    object-fit: contain;
    border: 1px solid ${studio.line};
    border-radius: ${studio.radius};
    background: #fff conic-gradient(#EEF2F6 25%, #fff 0 50%, #EEF2F6 0 75%, #fff 0) 0 0 / 16px 16px;
  }
  figcaption { font-size: 0.8rem; color: ${studio.muted}; }
  strong { display: block; font-size: 0.9rem; color: ${studio.brand}; overflow-wrap: anywhere; }
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.3rem;
  font-weight: 600;
  font-size: 0.875rem;
`;

const Description = styled(TextArea)`
  &:disabled { background: ${studio.subtle}; border-color: ${studio.line}; cursor: not-allowed; }
`;

const Problem = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.8rem;
  font-weight: 500;
  color: ${studio.danger};
`;

type DescribeStepProps = {
  picture: PictureInfo;
  /** The description to start from (the field's own, when the same picture is chosen again). */
  initialAlt: string;
  initiallyDecorative: boolean;
  onBack: () => void;
  onUse: (alt: string) => void;
};

/** The chosen picture and its description, asked for before the picture is used, or the picture marked decorative. */
export function DescribeStep({ picture, initialAlt, initiallyDecorative, onBack, onUse }: DescribeStepProps) {
  const id = useId();
  const [alt, setAlt] = useState(initialAlt);
  const [decorative, setDecorative] = useState(initiallyDecorative);
  const [problem, setProblem] = useState('');
  const text = useRef<HTMLTextAreaElement>(null);
  const use = () => {
    if (decorative) return onUse('');
    if (!alt.trim()) {
      setProblem('Describe what the picture shows, or mark it as decorative.');
      return text.current?.focus();
    }
    onUse(alt.trim());
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        use();
      }}
      noValidate
    >
      <Layout>
        <Preview>
          <img src={thumbnailUrl(picture.path)} alt="" />
          <figcaption>
            <strong>{fileNameOf(picture.path)}</strong>
            {describeSize(picture)}
          </figcaption>
        </Preview>
        <div>
          <Label htmlFor={`${id}-alt`}>
            Description (alt text)
            {!decorative && <span style={{ color: studio.danger }} aria-hidden="true"> *</span>}
          </Label>
          <Description
            ref={text}
            id={`${id}-alt`}
            rows={4}
            value={decorative ? '' : alt}
            disabled={decorative}
            required={!decorative}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
            $invalid={Boolean(problem)}
            autoFocus
            onChange={(event) => {
              setAlt(event.target.value);
              setProblem('');
            }}
          />
          <Help id={`${id}-help`} style={{ marginTop: '0.3rem' }}>
            What the picture shows, for people who cannot see it, in one sentence: “Two pumps on a skid with their pipework”. Screen readers read it aloud; search engines use it too.
          </Help>
          {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
          <Check style={{ marginTop: '1rem' }}>
            <input
              type="checkbox"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.target.checked);
                setProblem('');
              }}
            />
            <span>
              Decorative picture
              <Help>It adds nothing the text does not already say; screen readers skip it.</Help>
            </span>
          </Check>
        </div>
      </Layout>
      <DialogActions>
        <Button type="button" onClick={onBack}>
          Back to pictures
        </Button>
        <Button type="submit" $tone="primary">
          Use this picture
        </Button>
      </DialogActions>
    </form>
  );
}
