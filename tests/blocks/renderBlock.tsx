import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import type { BlockProps } from '../../src/blocks/types';
import type { HeadingLevel } from '../../src/ui/Heading';

type Options = { level?: HeadingLevel; isFirst?: boolean };

/** Renders one block component the way PageView does: theme, site labels from nav.yaml and a router. */
export function renderBlock<B>(Component: ComponentType<BlockProps<B>>, block: B, { level = 2, isFirst = false }: Options = {}) {
  return render(
    <AppProviders>
      <MemoryRouter>
        <Component block={block} level={level} isFirst={isFirst} />
      </MemoryRouter>
    </AppProviders>,
  );
}
