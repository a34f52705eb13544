import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../src/shared/scriptJson';

describe('scriptJson', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029 -->';

  it('leaves no character that could end the script or start a comment', () => {
    const text = scriptJson({ heading: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('gives back exactly the value it was given', () => {
    const value = { heading: hostile, list: [1, 'two', { three: null }], nested: { '<key>': 'a&b' } };
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });
});
