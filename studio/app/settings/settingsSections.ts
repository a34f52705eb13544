// The site-wide settings, each edited where it lives: the company and footer in nav.yaml (`site:`, `footer.socials`),
// and the contact details in the pages.yaml blocks that show them (a contact-info block, the panel beside a contact
// form). A section is one or more forms generated from the same zod schemas as everything else.
import type { z } from 'zod';
import type { Problem } from '../../../src/content';
import { contactDetailsSchema, contactInfoSchema, pagesFileSchema, navFileSchema } from '../../../src/content';
import type { YamlPath } from '../../yaml';
import { parseFieldName } from '../state/paths';
import type { FileName, PageRef } from '../state/types';

export type SettingsForm = {
  file: FileName;
  schema: z.ZodType;
  basePath: YamlPath;
  skip: readonly string[];
  where?: { page: PageRef; block: number };
};

export type SettingsSection = { id: string; title: string; summary: string; forms: SettingsForm[] };

const siteSchema = navFileSchema.shape.site;
const footerSchema = navFileSchema.shape.footer;
const siteKeys = Object.keys(siteSchema.shape);
/** A form of the `site:` settings showing only `keep`. */
const siteForm = (keep: readonly string[]): SettingsForm => ({ file: 'nav.yaml', schema: siteSchema, basePath: ['site'], skip: siteKeys.filter((key) => !keep.includes(key)) });

type PageLike = { path?: unknown; title?: unknown; blocks?: unknown };
type BlockLike = { type?: unknown; heading?: unknown; aside?: { heading?: unknown } };

const named = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** The blocks of the site that hold contact details, in page order. */
function contactSections(pages: readonly PageLike[]): SettingsSection[] {
  const sections: SettingsSection[] = [];
  pages.forEach((page, pageIndex) => {
    if (!Array.isArray(page.blocks)) return;
    const onPage = `on the page “${named(page.title, 'Untitled')}” (${named(page.path, '')})`;
    (page.blocks as BlockLike[]).forEach((block, blockIndex) => {
      const blockPath = ['pages', pageIndex, 'blocks', blockIndex];
      const where = { page: pageIndex, block: blockIndex };
      if (block?.type === 'contact-info') {
        sections.push({
          id: `contact-${pageIndex}-${blockIndex}`,
          title: named(block.heading, 'Contact details'),
          summary: `Contact details in block ${blockIndex + 1} ${onPage}.`,
          forms: [{ file: 'pages.yaml', schema: contactInfoSchema, basePath: blockPath, skip: ['type', 'anchor', 'tone'], where }],
        });
      } else if (block?.type === 'contact-form' && block.aside && typeof block.aside === 'object') {
        sections.push({
          id: `contact-${pageIndex}-${blockIndex}-aside`,
          title: named(block.aside.heading, 'Beside the contact form'),
          summary: `The contact details beside the form in block ${blockIndex + 1} ${onPage}.`,
          forms: [{ file: 'pages.yaml', schema: contactDetailsSchema, basePath: [...blockPath, 'aside'], skip: [], where }],
        });
      }
    });
  });
  return sections;
}

export function settingsSections(pages: readonly PageLike[]): SettingsSection[] {
  return [
    { id: 'company', title: 'Company', summary: 'The company’s name and logo, the site’s public address, language and how browser tab titles are built.', forms: [siteForm(['name', 'url', 'language', 'titleTemplate', 'logo'])] },
    {
      id: 'theme',
      title: 'Colours and font',
      summary: 'The site’s colours and typeface. Under each colour, the contrast of every text drawn with it or on it: text needs 4.5:1 to be read comfortably.',
      forms: [siteForm(['theme'])],
    },
    {
      id: 'footer',
      title: 'Footer and social profiles',
      summary: 'The sentence under the logo in the footer, the copyright line, and the social network icons with their profile addresses.',
      forms: [siteForm(['tagline', 'rightsNotice']), { file: 'nav.yaml', schema: footerSchema, basePath: ['footer'], skip: ['columns'] }],
    },
    ...contactSections(pages),
    {
      id: 'redirects',
      title: 'Redirects (old addresses)',
      summary: 'Old addresses that send visitors on to a page: each entry is an old address and the page it now goes to. Remove one when nobody uses the old address any more.',
      forms: [{ file: 'pages.yaml', schema: pagesFileSchema, basePath: [], skip: ['pages', 'notFound'] }],
    },
    { id: 'wording', title: 'Site wording', summary: 'Words the frame of every page uses: the skip link, menu buttons, “coming soon”, the error screen and media controls.', forms: [siteForm(['labels'])] },
  ];
}

/** The section that shows a nav.yaml field (a problem's path), e.g. `site.tagline` -> footer. */
export function sectionOfNavPath(path: YamlPath): string | undefined {
  const [top, key] = path;
  if (top === 'footer' && key === 'socials') return 'footer';
  if (top !== 'site') return undefined;
  if (key === 'labels') return 'wording';
  if (key === 'theme') return 'theme';
  return key === 'tagline' || key === 'rightsNotice' ? 'footer' : 'company';
}

/** How many of the draft's problems concern the fields a section shows (its list entry marks them). */
export function problemsIn(section: SettingsSection, problems: readonly Problem[]): number {
  return problems.filter((problem) =>
    section.forms.some((form) => {
      if (problem.file !== form.file) return false;
      const path = parseFieldName(problem.path);
      if (path.length < form.basePath.length || form.basePath.some((segment, index) => path[index] !== segment)) return false;
      const key = path[form.basePath.length];
      return key === undefined || !form.skip.includes(String(key));
    }),
  ).length;
}
