// Turns new values into YAML text the way a careful person would type them into this file: block style,
// two-space steps, lists indented under their key, quotes only where YAML needs them.
import { CST, Scalar, parse, stringify } from 'yaml';

const BLOCK_OPTIONS = { lineWidth: 0, minContentWidth: 0, indent: 2, indentSeq: true } as const;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isCollection(value: unknown): value is Record<string, unknown> | unknown[] {
  return Array.isArray(value) || isPlainObject(value);
}

/** Prefixes every non-empty line with `indent` (empty lines stay empty so no trailing spaces appear). */
function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
}

/** A map entry `key: value` in block style; every line after the first starts with `indent`. */
export function renderPair(key: string, value: unknown, indent: string): string {
  const text = stringify({ [key]: value }, BLOCK_OPTIONS).replace(/\n$/, '');
  return indentLines(text, indent).slice(indent.length);
}

/** A sequence item `- value` in block style; every line after the first starts with `indent`. */
export function renderSeqItem(value: unknown, indent: string): string {
  const text = stringify([value], BLOCK_OPTIONS).replace(/\n$/, '');
  return indentLines(text, indent).slice(indent.length);
}

/** A collection on one line, padded like the one it replaces (`{ a: 1 }` or `[a, b]`). */
export function renderFlow(value: unknown, padded: boolean): string {
  return stringify(value, { ...BLOCK_OPTIONS, collectionStyle: 'flow', flowCollectionPadding: padded }).replace(/\n$/, '');
}

type ScalarType = Scalar.Type;

function roundTrips(text: string, value: unknown): boolean {
  try {
    return (parse(`x: ${text}`) as { x?: unknown } | null)?.x === value;
  } catch {
    return false;
  }
}

/**
 * Writes a new scalar into an existing scalar token, keeping its quoting style where the value allows it:
 * plain stays plain unless the text would read as something else (`true`, `12`, `a: b`), then it is double-quoted;
 * block scalars (`|`, `>`) stay block scalars.
 */
export function setScalarToken(token: CST.FlowScalar | CST.BlockScalar, value: unknown, inFlow: boolean, afterKey: boolean): void {
  const oldType = CST.isScalar(token) ? tokenType(token) : 'PLAIN';
  if (typeof value !== 'string') {
    CST.setScalarValue(token, value === null || value === undefined ? 'null' : String(value), { type: 'PLAIN', inFlow });
    return;
  }
  let type: ScalarType = oldType;
  if (value.includes('\n') && (inFlow || type === 'QUOTE_DOUBLE')) {
    // One line with \n escapes: the yaml package would fold it over lines indented by the parent, not the value.
    Object.assign(token, { type: 'double-quoted-scalar', source: JSON.stringify(value) });
    return;
  }
  if ((type === 'PLAIN' || type === 'QUOTE_SINGLE') && value.includes('\n')) {
    // Text that gained line breaks becomes a literal block (|), as a person would write it.
    CST.setScalarValue(token, value, { type: 'BLOCK_LITERAL', afterKey });
    return;
  }
  if (type === 'PLAIN' && (!roundTrips(value, value) || value !== value.trim() || value === '' || (inFlow && /[,[\]{}]/.test(value)))) {
    type = 'QUOTE_DOUBLE';
  }
  if (token.type === 'block-scalar' && (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED')) {
    // The yaml package indents new block content at the token's own (parent) indentation; keep the content's.
    const contentIndent = /^( *)\S/m.exec(token.source)?.[1]?.length;
    if (contentIndent !== undefined) token.indent = contentIndent;
  }
  CST.setScalarValue(token, value, { type, inFlow });
}

function tokenType(token: CST.FlowScalar | CST.BlockScalar): ScalarType {
  switch (token.type) {
    case 'single-quoted-scalar':
      return 'QUOTE_SINGLE';
    case 'double-quoted-scalar':
      return 'QUOTE_DOUBLE';
    case 'block-scalar':
      return token.props.some((prop) => prop.type === 'block-scalar-header' && prop.source.startsWith('>')) ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
    default:
      return 'PLAIN';
  }
}
