import { describe, expect, it } from 'vitest';
import { iconNames, socialNetworks, uiIconNames } from '../../src/icons/names';
import { buildSprite } from '../../src/icons/sprite';

describe('icon sprite', () => {
  it('has one symbol with a drawing for every icon an author or the interface can name', async () => {
    const sprite = await buildSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id, body]) => {
      expect(body, id).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
      return id;
    });
    expect(ids.sort()).toEqual([...iconNames, ...uiIconNames, ...socialNetworks.map((network) => `social-${network}`)].sort());
  });

  it('follows lucide aliases to the real drawing (waves, building, circle-alert) and keeps brand marks filled', async () => {
    const sprite = await buildSprite();
    for (const id of ['waves', 'building', 'circle-alert']) expect(sprite).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|rect|circle) `));
    expect(sprite).toMatch(/<symbol id="social-github" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="M12 \.297/);
    expect(sprite).not.toMatch(/ key="/);
  });
});
