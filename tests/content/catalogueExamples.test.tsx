// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { blockSchema } from '../../src/blocks/registry';
import { readExamples } from '../../src/content/examples';
import { parseYamlSource } from '../../src/content/yamlSource';
import { loadBlocks } from '../../src/renderer/loadBlocks';
import { PageView } from '../../src/renderer/PageView';

const examples = readExamples(process.cwd());

afterEach(() => vi.restoreAllMocks());

describe('every catalogue example renders', () => {
  it.each(examples.map((example) => [example.type, example] as const))('%s', async (type, example) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const block = blockSchema.parse(parseYamlSource(example.file, example.text).value);
    await loadBlocks([block.type]);
    const { container } = render(
      <AppProviders>
        <MemoryRouter>
          <PageView page={{ title: type, description: 'Catalogue example rendered by the tests.', blocks: [block], sources: [`${example.file}:1`] }} />
        </MemoryRouter>
      </AppProviders>,
    );
    const wrapper = container.querySelector(`[data-block="${type}"]`);
    expect(wrapper?.getAttribute('data-source')).toBe(`${example.file}:1`);
    expect(container.querySelector('[data-block-error]'), `the ${type} example failed to render`).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    // What a visitor sees: the example's heading or first words are on the page.
    const words = [block.type === 'hero' ? block.title : 'heading' in block ? block.heading : undefined].filter(Boolean);
    for (const word of words) expect(wrapper?.textContent).toContain(word);
    expect(wrapper?.textContent?.trim().length).toBeGreaterThan(0);
  });
});
