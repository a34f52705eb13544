// Types of the virtual module `virtual:site/labels` that the content plugin generates
// (mapped to this file in tsconfig.json "paths").
import type { SiteLabels } from '../shared/labels';

/** nav.yaml's `site.labels`, validated: the words of the interface. */
export declare const labels: SiteLabels;
