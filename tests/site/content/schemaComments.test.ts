// The first site's content files, opened in an editor, are checked against the project's JSON Schemas.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the content files at the project root', () => {
  it('pages.yaml and nav.yaml point editors at the schemas on their first line', () => {
    expect(readFileSync('pages.yaml', 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/pages.schema.json');
    expect(readFileSync('nav.yaml', 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/nav.schema.json');
  });
});
