// The contact forms the site's content declares, read when a local server first takes an enquiry: the email endpoint
// accepts and saves exactly their fields. Only pages.yaml is read and checked against its schema (the full content
// check, with its pictures, is the build's and the validator's work).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { FormField } from '../blocks/contact-form/fields';
import { contentFiles } from '../content/loadSite';
import { siteRoot } from '../content/siteRoot';
import { pagesFileSchema } from '../renderer/pageSchema';

/** The `fields` of every contact-form block of the site in `root` (none when pages.yaml cannot be read as valid). */
export function declaredForms(root = siteRoot(process.cwd())): FormField[][] {
  let pages;
  try {
    pages = pagesFileSchema.safeParse(parse(readFileSync(join(root, contentFiles.pages), 'utf8')));
  } catch {
    return [];
  }
  if (!pages.success) return [];
  const blocks = [...pages.data.pages.flatMap((page) => page.blocks), ...pages.data.notFound.blocks];
  return blocks.flatMap((block) => (block.type === 'contact-form' ? [block.fields] : []));
}
