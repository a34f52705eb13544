import type { PagesFile } from '../renderer/pageSchema';
import type { NavFile } from '../shared/siteSchema';

/** A site's content once it has passed every check: its pages.yaml and nav.yaml, as the schemas give them. */
export type SiteContent = { pages: PagesFile; nav: NavFile };
