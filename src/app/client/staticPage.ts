// The script of a page whose blocks are all static: only the header's enhancements (its menus work without it).
import { enhanceHeader } from '../../layout/headerEnhancer';

enhanceHeader();
