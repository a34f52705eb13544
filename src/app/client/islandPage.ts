// The script of a page with interactive blocks: the header's enhancements and the island loader.
import { enhanceHeader } from '../../layout/headerEnhancer';
import { startIslands } from './islandLoader';

enhanceHeader();
startIslands();
