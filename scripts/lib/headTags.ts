import { documentTitle } from '../../src/renderer/documentTitle';
import type { PageData } from '../../src/renderer/pageData';
import { scriptJson } from '../../src/shared/scriptJson';
import type { NavFile } from '../../src/shared/siteSchema';

/** The parts of a block the social card's picture is taken from (the hero's, the media blocks'). */
type Pictured = { image?: { src: string }; video?: { poster?: { src: string } } };

export const escape = (text: unknown): string => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Title, description, canonical URL, social cards and the Organization JSON-LD for one page. */
export function headTags({ site, page, path, themeColor }: { site: NavFile['site']; page: PageData; path: string | null; themeColor: string }): string {
  const title = documentTitle(site.titleTemplate, page.title);
  const url = path === null ? null : new URL(path, site.url).href;
  // The social card's picture: the first block's with a picture or a video's poster, else the logo.
  const image = page.blocks.map((block) => block as Pictured).find((block) => block.image || block.video);
  const imageSrc = image ? (image.video?.poster ?? image.image)!.src : site.logo.src;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: new URL(site.logo.src, site.url).href,
    slogan: site.tagline,
  };
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(page.description)}">`,
    url ? `<link rel="canonical" href="${escape(url)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(site.name)}">`,
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(page.description)}">`,
    url ? `<meta property="og:url" content="${escape(url)}">` : '',
    `<meta property="og:image" content="${escape(new URL(imageSrc, site.url).href)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    `<meta name="twitter:description" content="${escape(page.description)}">`,
    `<meta name="theme-color" content="${escape(themeColor)}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<script type="application/ld+json">${scriptJson(organization)}</script>`,
  ].filter(Boolean).join('\n    ');
}
