// The script of every page: the header's enhancements (its menus work without it). A page with islands loads
// islandPage.ts beside it.
import { enhanceHeader } from '../../layout/headerEnhancer';

enhanceHeader();
