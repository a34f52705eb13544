import styled from 'styled-components';
import { contrastsOf, themeColors, siteThemeSchema, type SiteTheme, type ThemeColorName } from '../../../../src/content';
import { contrastVerdict, pairWords } from '../../settings/contrastWords';
import { getIn } from '../../../yaml';
import { parseFieldName } from '../../state/paths';
import { useStudio } from '../../state/useStudio';
import { SmallButton } from '../../ui/buttons';
import { studio } from '../../ui/theme';
import { FieldShell, Help, Input, useFieldMessages, type FieldProps } from '../FieldShell';
import { useFormScope } from '../FormContext';
import { textFieldValue } from '../fieldEdits';
import { useLeafField } from '../useLeafField';

const HEX = /^#[0-9A-Fa-f]{6}$/;

const Row = styled.div`
  display: grid;
  grid-template-columns: 3rem minmax(0, 12rem);
  gap: 0.5rem;
  align-items: center;
`;

const Swatch = styled.input`
  width: 3rem;
  height: 2.3rem;
  padding: 0.15rem;
  border: 1px solid #8A99A8;
  border-radius: 6px;
  background: ${studio.panel};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 1px; }
`;

const Contrasts = styled.ul`
  margin: 0.15rem 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.25rem;
  font-size: 0.8rem;
  line-height: 1.4;
  li { padding-left: 0.6rem; border-left: 3px solid ${studio.success}; color: ${studio.ink}; }
  li[data-passes='false'] { border-left-color: ${studio.danger}; }
  strong { font-weight: 700; }
  li[data-passes='false'] strong { color: ${studio.danger}; }
`;

type Theme = { value: SiteTheme; derived: string } | { value: undefined; derived: undefined };

/** The theme with this colour as the editor has it now (or without it, when emptied), if every colour in it is valid. */
function liveTheme(stored: unknown, name: ThemeColorName, live: string): Theme {
  const record = stored && typeof stored === 'object' ? (stored as { colors?: Record<string, unknown> }) : {};
  const colors = { ...record.colors, [name]: live === '' ? undefined : live };
  const parsed = siteThemeSchema.safeParse({ ...record, colors });
  if (!parsed.success) return { value: undefined, derived: undefined };
  return { value: parsed.data, derived: themeColors(parsed.data)[name] };
}

/**
 * A colour of site.theme: a colour picker and its hex text box, and under them each text and surface pair drawn with
 * the colour, its contrast and whether it passes, updated as the colour changes. An optional colour left empty shows
 * the shade derived for it.
 */
export function ColorField(props: FieldProps) {
  const { name, required } = props;
  const scope = useFormScope();
  const leaf = useLeafField<unknown>(name, props.value);
  const { id, describedBy, invalid } = useFieldMessages(name, props.help);
  const path = [...scope.basePath, ...parseFieldName(name)];
  const colorName = String(path.at(-1)) as ThemeColorName;
  const stored = useStudio((state) => getIn(state.data[scope.file], path.slice(0, -2)));
  const shown = typeof leaf.value === 'string' ? leaf.value : '';
  // While a colour is half typed (#0B3), no contrast is shown rather than that of the colour it replaces.
  const typing = shown !== '' && !HEX.test(shown);
  const theme: Theme = typing ? { value: undefined, derived: undefined } : liveTheme(stored, colorName, shown);
  const contrasts = theme.value ? contrastsOf(theme.value, colorName) : undefined;
  const change = (text: string) => leaf.onChange(textFieldValue('short-text', Boolean(required), text));
  const picked = HEX.test(shown) ? shown.toLowerCase() : (theme.derived ?? '#000000').toLowerCase();
  return (
    // The help goes under the boxes, above the contrasts it explains (FieldShell would put it last).
    <FieldShell {...props} help={undefined}>
      <Row>
        <Swatch
          type="color"
          aria-label={`${props.label}: colour picker`}
          aria-describedby={`${id}-contrast`}
          value={picked}
          onFocus={leaf.onFocus}
          onBlur={leaf.onBlur}
          onChange={(event) => change(event.target.value.toUpperCase())}
        />
        <Input
          id={id}
          data-field={name}
          type="text"
          value={shown}
          placeholder={shown === '' && theme.derived ? theme.derived : undefined}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy, `${id}-contrast`].filter(Boolean).join(' ')}
          $invalid={invalid}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          onFocus={leaf.onFocus}
          onBlur={leaf.onBlur}
          onChange={(event) => change(event.target.value)}
        />
      </Row>
      {props.help && <Help id={`${id}-help`}>{props.help}</Help>}
      {contrasts ? (
        <>
          <Contrasts id={`${id}-contrast`} aria-label={`Contrast of ${props.label.toLowerCase()}`}>
            {contrasts.pairs.map((contrast) => {
              const passes = contrast.ratio >= contrast.pair.minimum;
              return (
                <li key={`${contrast.pair.text} ${contrast.pair.surface}`} data-passes={String(passes)}>
                  {pairWords(contrast)}: <strong>{contrastVerdict(contrast, contrasts.suggestion)}</strong>
                </li>
              );
            })}
          </Contrasts>
          {contrasts.suggestion && (
            <p>
              <SmallButton type="button" onClick={() => change(contrasts.suggestion!)}>
                Use {contrasts.suggestion}
              </SmallButton>
            </p>
          )}
        </>
      ) : (
        <Help id={`${id}-contrast`}>
          The contrast shows once this colour and the primary and accent colours are written as # and six digits, e.g. #0B3C5D.
        </Help>
      )}
    </FieldShell>
  );
}
