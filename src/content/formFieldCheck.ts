// Checks of each contact form's `fields:` that its schema cannot make alone: names are unique and not reserved, a
// choice has options (and only a choice has them), lengths are in order, a pattern compiles and cannot take
// exponential time, and every error message a field may show is written (the form's own or the site's).
import safeRegex from 'safe-regex2';
import { reservedFieldNames, type FormField } from '../blocks/contact-form/fields';
import type { PagesFile } from '../renderer/pageSchema';
import type { FormMessageKind, FormMessages } from '../shared/formMessages';
import { formatPath, type Problem } from './problems';
import type { YamlSource } from './yamlSource';

type Report = (path: PropertyKey[], message: string, hint: string) => void;

/** The messages a field may show. */
function messagesOf(field: FormField): FormMessageKind[] {
  if (field.type === 'choice') return ['choice'];
  const kinds: FormMessageKind[] = field.type === 'tel' ? ['phone'] : field.required ? ['required'] : [];
  if (field.type === 'email') kinds.push('email');
  if (field.minLength !== undefined) kinds.push('tooShort');
  if (field.maxLength !== undefined) kinds.push('tooLong');
  if (field.pattern !== undefined && field.patternMessage === undefined) kinds.push('pattern');
  return kinds;
}

/** Why a pattern cannot be used, or undefined when it can. */
function patternProblem(pattern: string): string | undefined {
  let compiled: RegExp;
  try {
    compiled = new RegExp(`^(?:${pattern})$`, 'u');
  } catch (error) {
    return `the pattern is not a valid regular expression (${(error as Error).message.replace(/^Invalid regular expression: /, '')})`;
  }
  if (!safeRegex(compiled)) return 'the pattern can take exponential time on some inputs (a repeated group inside a repetition, such as (a+)+), which would freeze the visitor\'s browser';
  return undefined;
}

function checkForm(fields: readonly FormField[], ownMessages: Partial<FormMessages> | undefined, siteMessages: FormMessages | undefined, base: PropertyKey[], report: Report) {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const at = [...base, 'fields', index];
    if (seen.has(field.name)) report([...at, 'name'], `two fields are named \`${field.name}\``, 'give each field its own name: the enquiry carries each value under its name');
    seen.add(field.name);
    if ((reservedFieldNames as readonly string[]).includes(field.name)) report([...at, 'name'], `\`${field.name}\` is a name the form's sending uses itself`, `choose another name (not ${reservedFieldNames.join(', ')})`);
    if (field.type === 'choice' && !field.options) report(at, `the choice \`${field.name}\` has no options`, 'add `options:`, a list of at least two entries with `value` and `label`');
    if (field.type !== 'choice' && field.options) report([...at, 'options'], `options apply only to a choice, and \`${field.name}\` is a ${field.type} field`, 'write `type: choice`, or remove the options');
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
      report([...at, 'minLength'], `minLength ${field.minLength} is more than maxLength ${field.maxLength}`, 'make minLength the smaller of the two');
    }
    const problem = field.pattern === undefined ? undefined : patternProblem(field.pattern);
    if (problem) report([...at, 'pattern'], problem, 'write a simpler pattern, e.g. ^[A-Z0-9 ]{5,8}$; test it on https://regex101.com with the JavaScript flavour');
  });
  const needed = [...new Set(fields.flatMap(messagesOf))];
  const missing = needed.filter((kind) => !ownMessages?.[kind] && !siteMessages?.[kind]);
  if (missing.length) {
    report([...base, 'fields'], `the form's fields need error messages that are written nowhere: ${missing.join(', ')}`, `add them to the form's \`messages:\`, or for every form to \`site.labels.formMessages\` in nav.yaml`);
  }
}

/** Problems of every contact form's fields in pages.yaml; `siteMessages` are nav.yaml's site-wide messages. */
export function formFieldProblems(pages: PagesFile, siteMessages: FormMessages | undefined, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (path, message, hint) =>
    problems.push({ kind: 'invalid-value', file: source.file, ...source.locate(path), path: formatPath(path), place: source.describe(path), message, hint });
  const visit = (blocks: PagesFile['notFound']['blocks'], base: PropertyKey[]) =>
    blocks.forEach((block, index) => {
      if (block.type === 'contact-form') checkForm(block.fields, block.messages, siteMessages, [...base, 'blocks', index], report);
    });
  pages.pages.forEach((page, index) => visit(page.blocks, ['pages', index]));
  visit(pages.notFound.blocks, ['notFound']);
  return problems;
}
