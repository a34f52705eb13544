// The script of a page with interactive blocks: the header's enhancements and the island loader.
import { startIslands } from './islandLoader';

startIslands();
