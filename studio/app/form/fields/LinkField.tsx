import { useMemo } from 'react';
import { LinkPicker } from '../../linkPicker/LinkPicker';
import type { LinkPlace } from '../../linkPicker/linkTargets';
import { pageTargets } from '../../linkPicker/pageTargets';
import { useStudio } from '../../state/useStudio';
import { FieldShell, useFieldMessages, type FieldProps } from '../FieldShell';
import { useFormScope } from '../FormContext';
import { useLeafField } from '../useLeafField';

/** A link field (`to`) of a block or a menu entry: the shared link picker; emptied when optional, it is left out. */
export function LinkField(props: FieldProps) {
  const { name, required, help } = props;
  const scope = useFormScope();
  const leaf = useLeafField<unknown>(name, props.value);
  const { id, describedBy, invalid } = useFieldMessages(name, help);
  const pages = useStudio(pageTargets);
  const [top, index] = scope.basePath;
  const currentPage = scope.file === 'pages.yaml' && top === 'pages' && typeof index === 'number' ? pages[index] : undefined;
  const place = useMemo<LinkPlace>(() => ({ inMenu: scope.file === 'nav.yaml', ...(currentPage ? { currentPage } : {}) }), [scope.file, currentPage]);
  const shown = leaf.value === undefined || leaf.value === null ? '' : String(leaf.value);
  return (
    <FieldShell {...props}>
      <LinkPicker
        id={id}
        value={shown}
        required={required}
        invalid={invalid}
        place={place}
        {...(describedBy ? { describedBy } : {})}
        onChange={(text) => leaf.onChange(text === '' && !required ? undefined : text)}
        onFocus={leaf.onFocus}
        onBlur={leaf.onBlur}
      />
    </FieldShell>
  );
}
