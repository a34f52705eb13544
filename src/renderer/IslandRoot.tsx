import { useEffect, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Block } from '../blocks/registry';
import type { BlockProps } from '../blocks/types';
import type { SiteLabels } from '../shared/labels';
import { SiteLabelsProvider } from '../shared/SiteLabels';
import { theme } from '../theme/tokens';
import { HydratingPrerenderedPage } from '../ui/PrerenderedGlobalStyle';
import { BlockContent } from './BlockContent';

/** What the page's data script carries for one island: its block and where it sits on the page. */
export type IslandProps = { index: number; props: BlockProps<Block>; source?: string | undefined };

/**
 * The page's island data: each island's props by its position on the page. The interface words are not in it: the
 * island code carries them (`virtual:site/labels`), cached once for every page instead of sent with each.
 */
export type IslandData = { islands: Record<string, IslandProps> };

/** The `identifierPrefix` of an island's root: `useId` values match when the island hydrates on its own. */
export const islandIdPrefix = (index: number) => `b${index}-`;

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

type IslandRootProps = IslandProps & {
  labels: SiteLabels;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<BlockProps<any>>;
  /** Browser only: called once the island has hydrated. */
  onCommit?: () => void;
};

/** One interactive block as its own React root: rendered alone on the server and hydrated alone in the browser. */
export function IslandRoot({ Component, props, index, source, labels, onCommit }: IslandRootProps) {
  const content = <BlockContent Component={Component} props={props} index={index} source={source} />;
  return (
    <ThemeProvider theme={theme}>
      <SiteLabelsProvider labels={labels}>
        {onCommit ? <HydratingPrerenderedPage>{content}</HydratingPrerenderedPage> : content}
        {onCommit && <Committed onCommit={onCommit} />}
      </SiteLabelsProvider>
    </ThemeProvider>
  );
}
