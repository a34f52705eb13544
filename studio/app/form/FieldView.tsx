// The registry of field kinds: each kind read from the schema (src/content/schemaKinds.ts, through src/content) has one component.
import { memo } from 'react';
import { describe, choicesOf, defaultOf, isOptional, kindOf, type AnySchema, labelOf } from '../../../src/content';
import type { FieldProps } from './FieldShell';
import { iconNames } from 'virtual:site/icon-names';
import { ChoiceField, YesNoField } from './fields/ChoiceField';
import { ColorField } from './fields/ColorField';
import { EitherField } from './fields/EitherField';
import { GroupField } from './fields/GroupField';
import { LinkField } from './fields/LinkField';
import { ListField } from './fields/ListField';
import { TextField } from './fields/TextField';
import { ImageField } from './fields/ImageField';
import { plainWords } from '../ui/plainWords';

type FieldViewProps = { name: string; fieldKey: string; schema: AnySchema; value: unknown; label?: string };

/** Memoised: a keystroke changes one value, and the draft keeps every other value's identity, so only its field re-renders. */
export const FieldView = memo(function FieldView({ name, fieldKey, schema, value, label }: FieldViewProps) {
  const kind = kindOf(schema);
  const described = describe(schema);
  const help = described ? plainWords(described) : undefined;
  const props: FieldProps = { name, label: label ?? labelOf(fieldKey), required: !isOptional(schema), value, ...(help ? { help } : {}) };
  switch (kind) {
    case 'fixed':
      return null;
    case 'short-text':
    case 'long-text':
    case 'number':
      return <TextField kind={kind} {...props} />;
    case 'link':
      return <LinkField {...props} />;
    case 'colour':
      return <ColorField {...props} />;
    case 'choice':
      return <ChoiceField {...props} choices={choicesOf(schema)} isIcon={false} defaultValue={defaultOf(schema)} />;
    case 'icon':
      return <ChoiceField {...props} choices={iconNames} isIcon defaultValue={defaultOf(schema)} />;
    case 'yes-no':
      return <YesNoField {...props} defaultValue={defaultOf(schema)} />;
    case 'list':
      return <ListField {...props} schema={schema} />;
    case 'group':
      return <GroupField {...props} schema={schema} />;
    case 'image':
      return <ImageField {...props} schema={schema} />;
    case 'either':
      return <EitherField {...props} schema={schema} />;
  }
});
