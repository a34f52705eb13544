// The content loader's public face for the studio's editor and its pure helpers (links, publish, yaml): what runs in a
// browser as well as in Node. The studio reaches src/ only through this module, content/node.ts, the block registry
// and app/preview.ts (tests/layers.ts holds it to that), so what it depends on is listed here, in one place.
export { blockTypeName, labelOf } from './fieldNames';
export { didYouMean } from './didYouMean';
export { exampleMediaOf, exampleMediaPrefix } from './exampleMedia';
export { classifyLink, routeKey } from './links';
export { itemWordOf } from './listWords';
export { describePlace, nameOf, redirectName } from './place';
export { fixOf, sortProblems, type Problem } from './problems';
export { describe, schemaAt } from './schemaAt';
export { choicesOf, defaultOf, editorOf, elementOf, emptyValue, isOptional, kindOf, optionFor, shapeOf, type AnySchema } from './schemaKinds';
export { themeColors, themeCss } from './themeColors';
export { contrastsOf } from './themeContrast';
export { webFontFace } from './themeFontCss';
export { DOCUMENT_MARKER, isTopLevel, linesOf, opensBlockBelow, readTopLevelList, topLevelKeyLine, UNSPLITTABLE, type TopLevelList } from './yamlLines';
export type { YamlSource } from './yamlSource';
export { zodProblems } from './zodProblems';
// The schemas the content is checked against, which the studio's forms are drawn from.
export { contactDetailsSchema, contactInfoSchema } from '../blocks/contact-info/schema';
export { pagesFileSchema } from '../renderer/pageSchema';
export { headerItemSchema, navFileSchema, type HeaderItem, type NavFile } from '../shared/siteSchema';
export { siteThemeSchema, type SiteTheme, type ThemeColorName } from '../shared/themeSchema';
