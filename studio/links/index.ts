// Pages and the links between them, as pure functions of the parsed draft (no React, no Node): finding every link
// to a page, renaming a page's address with all its links, creating, linking and deleting pages. Each action returns
// writer edits per file, applied with `applyEdits` as one change.
export type { ContentFile, FileEdits, FoundLink, PageIndex, SiteData } from './types';
export { allLinkFields, findLinksTo, findPage, incomingLinks, isLinked, pagePathAt } from './findLinks';
export { describeLinkPlace, pageLabel } from './linkPlace';
export { parentOf, pathProblem, suggestPath } from './pathRules';
export { linksToUpdate, renameEdits, retarget } from './rename';
export { redirectChanges, redirectsFrom, redirectsTo } from './redirectEdits';
export { addMenuLinkEdits, createPageEdits, menuPlaces, newPageValue, relatedLinkEdits, suggestMenuPlace, waitingEntryLinkEdits, waitingEntryFor, type MenuPlace, type NewPage, type WaitingEntry } from './createPage';
export { labelsMatch, sameMeaning, withoutSoonNote, wordsOf } from './menuNames';
export { deletePageEdits, removeLinkEdits, repointLinkEdits } from './deletePage';
export { applyFileEdits } from './apply';
