import { describe, expect, it } from 'vitest';
import { fontFaces } from '../../src/content/themeFont';
import { fontStack } from '../../src/content/themeFontCss';
import { check, edit, navYaml, positionOf } from '../fixtures/site';

const packageFiles = 'node_modules/@fontsource-variable/manrope/files';
const percent = (css: string, property: string) => Number(css.match(new RegExp(`${property}:([\\d.]+)%`))![1]);

describe("the site's font from nav.yaml", () => {
  it('without a font, text is set in the system sans', () => {
    expect(fontStack(undefined)).toBe("system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(fontStack({ family: 'Georgia' })).toBe("'Georgia', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
  });

  it('with a file, the web font and a local fallback sized from that file: another file, other sizes', async () => {
    const latin = await fontFaces({ family: 'Manrope', src: '/manrope-latin-wght-normal.woff2' }, packageFiles);
    expect(latin).toMatch(/^@font-face\{font-family:'Manrope';[^}]*src:url\(\/manrope-latin-wght-normal\.woff2\) format\('woff2-variations'\)\}/);
    expect(latin).toContain('@font-face{font-family:"Manrope Fallback";src:local("Arial"), local("ArialMT"), local("Liberation Sans")');
    // Manrope is a little narrower on average than Arial and taller: measured from the file, not typed in.
    expect(percent(latin, 'size-adjust')).toBeGreaterThan(95);
    expect(percent(latin, 'size-adjust')).toBeLessThan(105);
    expect(percent(latin, 'ascent-override')).toBeGreaterThan(100);
    const cyrillic = await fontFaces({ family: 'Manrope', src: '/manrope-cyrillic-wght-normal.woff2' }, packageFiles);
    expect(fontStack({ family: 'Manrope', src: '/x.woff2' })).toBe("'Manrope', 'Manrope Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(percent(cyrillic, 'size-adjust')).not.toBe(percent(latin, 'size-adjust'));
  });

  it('a font file that does not exist is a located problem in nav.yaml', () => {
    const nav = edit(navYaml, 'accent: "#0E7C71" } }', 'accent: "#0E7C71" }, font: { family: Manrope, src: /fonts/manrope.woff2 } }');
    const { problems } = check(undefined, nav);
    expect(problems).toEqual([expect.objectContaining({ kind: 'missing-file', file: 'nav.yaml', path: 'site.theme.font.src', ...positionOf(nav, '/fonts/manrope.woff2'), message: 'file `public/fonts/manrope.woff2` does not exist' })]);
  });
});
