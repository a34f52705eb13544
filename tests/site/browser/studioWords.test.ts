// The studio speaks the words of its own screens, on a scratch copy of the real site: a text's entries are named by
// their shape, and the field each opens has the same name.
import { describe, expect, test } from 'vitest';
import { studioForTests } from '../../browser/studioBrowser';

const session = studioForTests();

describe('studio words', () => {
  test('a text’s subheading and list are named by what they are, and open a field of the same name', async () => {
    const { page } = session;
    await page.getByRole('navigation', { name: 'Pages' }).getByText('/application/service/annual_maintanance_contract', { exact: true }).click();
    await page.getByRole('button', { name: /^Block \d+: Section.*What is an AMC\?/ }).click();
    const body = page.getByRole('group', { name: 'Body' });
    const entries = body.locator('button[aria-expanded]');
    await entries.first().waitFor();
    expect(await entries.evaluateAll((buttons) => buttons.map((button) => button.querySelector('span')?.firstChild?.textContent))).toEqual([
      'Paragraph 1',
      'Paragraph 2',
      'Subheading 3',
      'Bulleted list 4',
    ]);
    await body.getByRole('button', { name: /^Subheading 3/ }).click();
    // The field's label reads “Subheading *” (required).
    expect(await body.getByRole('textbox', { name: /^Subheading/ }).inputValue()).toBe('Who it suits');
    await body.getByRole('button', { name: /^Bulleted list 4/ }).click();
    expect(await body.getByRole('group', { name: 'Bulleted list', exact: true }).count()).toBe(1);
  });
});
