// SEO of the built site (issue 5): head tags of every prerendered route, sitemap.xml, robots.txt and the web manifest,
// fetched from the static server that globalSetup runs over dist/.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { baseUrl } from './session';

const content = loadSite(process.cwd()).content!;
const site = content.nav.site;
const pages = content.pages.pages;
const get = (path: string) => fetch(`${baseUrl()}${path}`);
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))?.[1];
const unescape = (text: string | undefined) => text?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('SEO head tags of every route', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s', async (path, page) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = site.titleTemplate.replace('%s', page.title);
    const url = new URL(path, site.url).href;
    expect(html).toMatch(new RegExp(`<html lang="${site.language}">`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(unescape(html.match(/<title>([^<]*)<\/title>/)?.[1])).toBe(title);
    expect(unescape(meta(html, 'name', 'description'))).toBe(page.description);
    expect(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]).toBe(url);
    expect(unescape(meta(html, 'property', 'og:title'))).toBe(title);
    expect(unescape(meta(html, 'property', 'og:description'))).toBe(page.description);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${site.url}/images/`));
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(unescape(meta(html, 'name', 'twitter:title'))).toBe(title);
    expect(meta(html, 'name', 'theme-color')).toBe(site.theme.colors.primary);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain(`<link rel="icon" href="${site.favicon}"`);
    expect(html).not.toContain('name="robots"');
    const ldJson = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(ldJson).toEqual([expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: site.url })]);
  });

  it('keeps the not-found page out of search results', async () => {
    const html = await (await get('/no/such/page')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('sitemap.xml, robots.txt and the web manifest', () => {
  it('lists every route once in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(pages.map((page) => new URL(page.path, site.url).href).sort());
  });

  it('points robots.txt to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('serves a web manifest whose icons exist', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { name: string; theme_color: string; start_url: string; icons: { src: string; type: string }[] };
    // The browser's bar wears the site's primary colour; the icons are nav.yaml's favicon, then its app icon.
    expect(manifest).toMatchObject({ name: site.name, theme_color: site.theme.colors.primary, start_url: '/' });
    expect(manifest.icons.map((icon) => icon.src)).toEqual([...new Set([site.favicon, site.appIcon ?? site.favicon])]);
    for (const icon of manifest.icons) {
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe(icon.type);
    }
  });
});
