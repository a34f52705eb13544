// The content loader's file-system side, for the studio's server: checking a draft of the site and the files of its
// public/ folder, and which request paths may name a file at all (the rule the site's static server follows too). The studio's check worker loads it (studio/server/checkOffThread.ts), so it names only
// modules that check, never the browser-side helpers of content/index.ts.
export { checkSite } from './checkSite';
export { pictureAreaRefusal } from './imageSizes';
export { MAX_FILE_BYTES, readContentText } from './limits';
export { publicFileExists, publicProblems, publicSvgRefusals } from './loadSite';
export { sortProblems, type Problem } from './problems';
export { publicEntries, publicFileRefusal } from './publicFolder';
export { namedSiteRoot } from './siteRoot';
export { svgRefusals } from './svgSafety';
export { safePathname } from '../server/safePathname';
