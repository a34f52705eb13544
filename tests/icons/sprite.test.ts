import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedIconNames, installedNetworks } from '../../src/icons/installed';
import { uiIconNames } from '../../src/icons/names';
import { allInstalledIcons, buildSprite } from '../../src/icons/sprite';

const symbolsOf = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id, body]) => {
    expect(body, id).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
    return id!;
  });

describe('icon sprite', () => {
  it('can draw every installed icon and brand (the studio\'s preview holds them all)', async () => {
    const sprite = await buildSprite(allInstalledIcons());
    expect(symbolsOf(sprite)).toHaveLength(new Set([...uiIconNames, ...installedIconNames()]).size + installedNetworks().size);
  }, 120_000);

  it('holds exactly the icons it is given plus the interface\'s own, each once with a drawing', async () => {
    const sprite = await buildSprite({ icons: ['solar-panel', 'leaf', 'leaf'], networks: ['youtube', 'mastodon'] });
    expect(symbolsOf(sprite).sort()).toEqual([...new Set([...uiIconNames, 'solar-panel', 'leaf', 'social-youtube', 'social-mastodon'])].sort());
  });

  it('is the same text whatever the order the icons are named in (the browser and server builds emit one file)', async () => {
    expect(await buildSprite({ icons: ['wind', 'sun'], networks: ['x', 'github'] })).toBe(await buildSprite({ icons: ['sun', 'wind', 'sun'], networks: ['github', 'x'] }));
  });

  it('follows lucide aliases to the real drawing (waves, building, circle-alert) and keeps brand marks filled', async () => {
    const sprite = await buildSprite({ icons: ['waves', 'building', 'flask', 'filter'], networks: ['github', 'twitter'] });
    for (const id of ['waves', 'building', 'flask', 'filter', 'circle-alert']) expect(sprite).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|rect|circle) `));
    expect(sprite).toMatch(/<symbol id="social-github" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="M12 \.297/);
    expect(sprite).toMatch(/<symbol id="social-twitter" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="/);
    expect(sprite).not.toMatch(/ key="/);
  });

  it('knows every installed lucide icon and simple-icons brand (thousands), the names Wastely used among them', () => {
    expect(installedIconNames().size).toBeGreaterThan(1500);
    expect(installedNetworks().size).toBeGreaterThan(3000);
    for (const name of ['solar-panel', 'flask', 'building', 'filter', 'droplets']) expect(installedIconNames().has(name), name).toBe(true);
    expect(installedIconNames().has('index')).toBe(false);
    for (const name of ['facebook', 'instagram', 'twitter', 'x', 'github', 'dribbble', 'youtube']) expect(installedNetworks().has(name), name).toBe(true);
  });

  it('has every icon the interface\'s code draws by name', () => {
    const named = new Set<string>();
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.tsx$/.test(entry.name)) for (const [, name] of readFileSync(path, 'utf8').matchAll(/<(?:Icon name|Detail icon)="([a-z-]+)"/g)) named.add(name!);
      }
    };
    visit('src');
    expect(named.size).toBeGreaterThan(8);
    for (const name of named) expect(uiIconNames as readonly string[], name).toContain(name);
  });
});
