import { describe, expect, it } from 'vitest';
import { check, edit, navYaml, pagesYaml, positionOf } from '../fixtures/site';

// A contact form added to the fixture's /about page, with fields of another organisation.
const form = (fields: string, messages = '        messages: { required: Required, tooShort: too short, tooLong: too long, phone: Bad phone, email: Bad email, choice: Choose one, pattern: Bad form }\n') => `      - type: contact-form
        heading: Ask for a quote
        fields:
${fields}${messages}        labels: { optional: optional, honeypot: Leave this field empty }
        submit: Send
        sending: Sending…
        notices: { success: Sent, failure: "Not sent:", network: no connection, kept: Kept, notConfigured: Not set up, unsent: Unsent, restore: Restore it, restoreShort: Restore }
`;
const withForm = (fields: string, messages?: string) => edit(pagesYaml, '          - We clean water.\n', `          - We clean water.\n${form(fields, messages)}`);

const good = `          - name: fullName
            label: Name
            minLength: 2
          - name: postcode
            label: Postcode
            pattern: "[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}"
            patternMessage: Enter a UK postcode
          - name: roofType
            label: Roof type
            type: choice
            options:
              - { value: flat, label: Flat }
              - { value: pitched, label: Pitched }
`;

describe('a contact form\'s field list', () => {
  it('is valid with its own names, a pattern and a choice', () => {
    expect(check(withForm(good)).problems).toEqual([]);
  });

  it('names two fields with one name at the second one', () => {
    const pages = withForm(`${good}          - name: postcode\n            label: Postcode again\n`);
    const [problem, ...rest] = check(pages).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ kind: 'invalid-value', path: 'pages[1].blocks[2].fields[3].name', message: 'two fields are named `postcode`' });
    expect(problem!.line).toBe(positionOf(pages, '          - name: postcode\n            label: Postcode again').line);
  });

  it('names a choice without options', () => {
    const pages = withForm(`${good}          - name: size\n            label: Company size\n            type: choice\n`);
    expect(check(pages).problems).toEqual([expect.objectContaining({ path: 'pages[1].blocks[2].fields[3]', message: 'the choice `size` has no options' })]);
  });

  it('names a pattern that does not compile, and one that can take exponential time', () => {
    const broken = check(withForm(`${good}          - name: code\n            label: Code\n            pattern: "[A-Z"\n`)).problems;
    expect(broken).toEqual([expect.objectContaining({ path: 'pages[1].blocks[2].fields[3].pattern' })]);
    expect(broken[0]!.message).toMatch(/^the pattern is not a valid regular expression \(/);
    const slow = check(withForm(`${good}          - name: code\n            label: Code\n            pattern: "(a+)+b"\n`)).problems;
    expect(slow).toEqual([expect.objectContaining({ path: 'pages[1].blocks[2].fields[3].pattern' })]);
    expect(slow[0]!.message).toMatch(/^the pattern can take exponential time/);
  });

  it('names a reserved name and minLength above maxLength', () => {
    const problems = check(withForm(`${good}          - name: website\n            label: Site\n            minLength: 9\n            maxLength: 3\n`)).problems;
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['pages[1].blocks[2].fields[3].name', "`website` is a name the form's sending uses itself"],
      ['pages[1].blocks[2].fields[3].minLength', 'minLength 9 is more than maxLength 3'],
    ]);
  });

  it('takes the site\'s messages when the form has none, and names those written nowhere', () => {
    const pages = withForm(good, '');
    expect(check(pages).problems).toEqual([expect.objectContaining({ path: 'pages[1].blocks[2].fields', message: "the form's fields need error messages that are written nowhere: required, tooShort, choice" })]);
    const nav = edit(navYaml, '    sectionMenu: On this page\n', '    sectionMenu: On this page\n    formMessages: { required: Required, tooShort: too short, tooLong: too long, phone: Bad phone, email: Bad email, choice: Choose one, pattern: Bad form }\n');
    expect(check(pages, nav).problems).toEqual([]);
  });
});
