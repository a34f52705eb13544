// The script a page with interactive blocks loads beside everyPage.ts: the island loader.
import { startIslands } from './islandLoader';

startIslands();
