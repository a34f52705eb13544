// What the studio takes from the site's app: the pieces its preview renders a draft page with (the same frame, blocks
// and providers as a built page), and the tokens and icons its own screens are drawn with so both look alike.
export { Icon } from '../icons/Icon';
export type { IconName } from '../icons/names';
export { SiteFrame } from '../layout/SiteFrame';
export { loadBlocks } from '../renderer/loadBlocks';
export type { PageData } from '../renderer/pageData';
export { PageView } from '../renderer/PageView';
export type { SiteLabels } from '../shared/labels';
export { SiteLabelsProvider } from '../shared/SiteLabels';
export { SiteNavProvider } from '../shared/SiteNav';
export { addGlobalCss } from '../theme/globalCss';
export { palette, theme } from '../theme/tokens';
