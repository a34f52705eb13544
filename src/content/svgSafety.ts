// Whether an uploaded SVG is a plain drawing. Pictures are served from the site's own address, so an SVG opened on
// its own runs with the site's rights: a script or event handler in it would run there, an HTML element could embed
// pages, and a reference to another file would load content that was never checked (or follow visitors). The file
// is read with a conforming XML parser (saxes), the same way a browser reads an SVG served as image/svg+xml: a file it
// cannot parse is refused too, so nothing a browser would see can hide from this check.
import { createRequire } from 'node:module';
import type { SaxesAttributeNS, SaxesParser as Parser, SaxesTagNS } from 'saxes';

/**
 * The parser, loaded on the first check: `npm run validate` usually finds every result in its cache
 * (svgCheckCache.ts). Found from this module (its source or a bundle under node_modules), else from the project.
 */
let saxes: { SaxesParser: typeof Parser } | undefined;
function loadSaxes(): { SaxesParser: typeof Parser } {
  if (!saxes) {
    try {
      saxes = createRequire(import.meta.url)('saxes') as { SaxesParser: typeof Parser };
    } catch {
      saxes = createRequire(`${process.cwd()}/`)('saxes') as { SaxesParser: typeof Parser };
    }
  }
  return saxes;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Namespaces whose elements do something in a browser (HTML frames and scripts, MathML links, XSLT transforms). */
const ACTIVE_NAMESPACES: Record<string, string> = {
  'http://www.w3.org/1999/xhtml': 'an HTML element',
  'http://www.w3.org/1998/Math/MathML': 'a MathML element',
  'http://www.w3.org/1999/XSL/Transform': 'an XSLT instruction',
};
const ANIMATIONS = new Set(['set', 'animate', 'animatecolor', 'animatemotion', 'animatetransform']);

const SERVED = "pictures are served from the site's own address";
const ONLY_OWN_PARTS =
  'A picture that loads other files can follow visitors or change after it was checked, so an SVG may refer only to parts of itself (such as "#id") or to pictures embedded as data:image addresses.';

/** Stops the check: the file cannot be read further (not UTF-8, not well-formed, not an SVG). */
class Unreadable extends Error {}
const stop = (reason: string): never => {
  throw new Unreadable(reason);
};

/** The reasons found so far, one per kind (ten onclick attributes are one thing to fix), in document order. */
class Reasons {
  private byKind = new Map<string, string>();
  add(kind: string, reason: string) {
    if (!this.byKind.has(kind)) this.byKind.set(kind, reason);
  }
  get list(): string[] {
    return [...this.byKind.values()];
  }
}

/** A value as it can be quoted in a message: one line, at most 60 characters. */
function quote(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

/** Same-document fragments ("#id", or nothing) and embedded raster pictures; browsers trim spaces around URLs. */
function isOwnReference(value: string): boolean {
  const target = value.trim();
  return target === '' || target.startsWith('#') || /^data:image\/(png|jpeg|gif|webp|avif);base64,/i.test(target);
}

/**
 * The first reference to another file in CSS text (a <style> element, a style attribute or a presentation attribute
 * such as fill="url(#gradient)"), or a refusal for CSS that could hide one.
 */
function checkCss(reasons: Reasons, css: string, whereOf: () => string): void {
  // Most attributes (path data, numbers, colours) hold none of these: a quick test spares the rest on large drawings.
  if (!/[\\@(]/.test(css)) return;
  const where = whereOf();
  if (css.includes('\\')) {
    return reasons.add('css-escape', `${where} uses a CSS escape (a backslash), which can hide a reference to another file. Write it without backslashes and upload the file again.`);
  }
  if (/@import/i.test(css)) {
    reasons.add('import', `${where} imports another style sheet (@import), which would be loaded from another file when the picture is shown. Copy the styles you need into the SVG, remove the @import and upload the file again.`);
  }
  const loader = /(?<![\w-])(-webkit-image-set|image-set|src)\(/i.exec(css);
  if (loader) {
    reasons.add('css-loader', `${where} loads pictures with ${loader[1]!.toLowerCase()}(), which refers to other files. ${ONLY_OWN_PARTS} Use url(#id) or a data:image address, or remove it, and upload the file again.`);
  }
  for (const match of css.matchAll(/(?<![\w-])url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/gi)) {
    const target = match[1] ?? match[2] ?? match[3] ?? '';
    if (!isOwnReference(target)) {
      reasons.add('reference', `${where} refers to another file (url(${quote(target)})). ${ONLY_OWN_PARTS} Embed or remove it and upload the file again.`);
    }
  }
}

function checkReference(reasons: Reasons, tag: SaxesTagNS, attribute: SaxesAttributeNS): void {
  const value = attribute.value;
  if (isOwnReference(value)) return;
  const element = `<${tag.name}>`;
  if (/^\s*javascript:/i.test(value)) {
    return reasons.add('script-address', `The SVG's ${element} element has a script address (${attribute.name}="${quote(value)}"): ${SERVED}, so the script would run there. Remove it and upload the file again.`);
  }
  if (tag.local === 'use') {
    const part = value.includes('#') ? `"#${value.slice(value.indexOf('#') + 1)}"` : '"#id"';
    return reasons.add('reference', `The SVG's <use> element reuses a drawing from another file (${attribute.name}="${quote(value)}"). ${ONLY_OWN_PARTS} Copy that drawing into this SVG, refer to it as ${quote(part)} and upload the file again.`);
  }
  reasons.add('reference', `The SVG's ${element} element refers to another file (${attribute.name}="${quote(value)}"). ${ONLY_OWN_PARTS} Embed or remove it and upload the file again.`);
}

function checkElement(reasons: Reasons, tag: SaxesTagNS, isRoot: boolean): void {
  const local = tag.local.toLowerCase();
  if (isRoot) {
    if (local !== 'svg') stop(`The file is not an SVG picture: its outermost element is <${tag.name}>, not <svg>.`);
    if (tag.uri !== SVG_NS) {
      stop(`The file's <svg> element does not declare xmlns="${SVG_NS}", so browsers would not show it as a picture. Add that attribute (drawing programs write it) and upload the file again.`);
    }
  }
  if (local === 'script' || local === 'handler') {
    reasons.add('script', `The SVG contains a <${tag.name}> element: ${SERVED}, so scripts in them would run there. Remove it and upload again.`);
  }
  if (local === 'foreignobject') {
    reasons.add('foreign-object', `The SVG contains a <${tag.name}> element, which puts HTML (forms, frames, scripts) inside the picture; ${SERVED}, so the studio takes only plain drawings. Remove it and upload the file again.`);
  }
  const active = ACTIVE_NAMESPACES[tag.uri];
  if (active) reasons.add('active-element', `The SVG contains ${active}, <${tag.name}>, which can embed pages or run scripts. An SVG may hold only drawing elements: remove it and upload the file again.`);

  for (const attribute of Object.values(tag.attributes)) {
    if (attribute.uri === XMLNS_NS) continue;
    const name = attribute.local.toLowerCase();
    if (name.startsWith('on')) {
      reasons.add('event-handler', `The SVG's <${tag.name}> element has an event-handler attribute, ${attribute.name}="${quote(attribute.value)}": it runs a script when something happens (loading, a click...), and ${SERVED}, so the script would run there. Remove the attribute and upload the file again.`);
    }
    if (name === 'href' || name === 'src') checkReference(reasons, tag, attribute);
    // xml:base would make even "#id" point into another file, in a browser that still honours it.
    if (attribute.uri === XML_NS && name === 'base') {
      reasons.add('reference', `The SVG's <${tag.name}> element sets xml:base="${quote(attribute.value)}", which makes its references point into another file. Remove the attribute and upload the file again.`);
    }
    // Attributes without a namespace are presentation attributes and style: CSS, where url(...) loads files.
    if (attribute.uri === '') checkCss(reasons, attribute.value, () => `The SVG's <${tag.name}> element's ${attribute.name} attribute`);
  }
  if (ANIMATIONS.has(local)) {
    const animated = (tag.attributes.attributeName?.value ?? '').trim().replace(/^[\w-]+:/, '').toLowerCase();
    if (animated === 'href' || animated === 'src' || animated.startsWith('on')) {
      reasons.add('animation', `The SVG's <${tag.name}> element changes the ${animated} attribute while the picture plays, which could point it at another file or a script. Remove it and upload the file again.`);
    }
  }
}

/** The text of an SVG file, refused unless it is UTF-8 (the encoding the check and the browser must agree on). */
function decode(bytes: Uint8Array): string {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    stop('The SVG is saved as UTF-16 text. Save it as UTF-8 (the usual choice of drawing programs) and upload it again.');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return stop('The SVG is not valid UTF-8 text. Save it again from your drawing program (as UTF-8) and upload it again.');
  }
}

/**
 * Why the SVG is refused, in plain words (one reason per kind of problem, so all can be fixed at once), or an empty
 * list when it is a plain drawing the site can serve.
 */
export function svgRefusals(bytes: Uint8Array): string[] {
  const reasons = new Reasons();
  try {
    const text = decode(bytes);
    const parser = new (loadSaxes().SaxesParser)<{ xmlns: true; position: true }>({ xmlns: true, position: true });
    let seenRoot = false;
    let style: { name: string; css: string } | null = null;
    parser.on('error', (error) => {
      const detail = error.message.replace(/^[^:]*:\d+:\d+: /, '');
      stop(`The file is not well-formed XML (line ${parser.line}, column ${parser.column + 1}: ${detail}), so browsers would not show it as a picture. Save it again from your drawing program and upload it again.`);
    });
    parser.on('xmldecl', (declaration) => {
      if (declaration.version && declaration.version !== '1.0') stop(`The SVG is written as XML ${declaration.version}; save it as XML 1.0 (what drawing programs write) and upload it again.`);
      if (declaration.encoding && !/^(utf-8|us-ascii)$/i.test(declaration.encoding)) {
        stop(`The SVG says its text is in the ${declaration.encoding} encoding. Save it as UTF-8 (the usual choice of drawing programs) and upload it again.`);
      }
    });
    parser.on('doctype', () =>
      reasons.add(
        'doctype',
        'The SVG contains a <!DOCTYPE> declaration, which can define entities that expand into hidden content or huge amounts of text. Browsers do not need it: remove the <!DOCTYPE ...> line and upload the file again.',
      ),
    );
    parser.on('processinginstruction', ({ target }) =>
      reasons.add(
        `instruction ${target}`,
        target.toLowerCase() === 'xml-stylesheet'
          ? 'The SVG contains an <?xml-stylesheet?> instruction, which applies a style sheet from another file when the picture is shown. Remove that line and upload the file again.'
          : `The SVG contains a <?${target}?> processing instruction, which the studio does not take in pictures. Remove that line and upload the file again.`,
      ),
    );
    // The style sheet of a <style> element is its text. An element inside one has no use in a drawing, and a nested
    // <style> once hid the outer one's text from this check: both are refused, and all the text inside the outermost
    // <style> (nested elements' too) is checked as CSS, whatever the nesting.
    let styleDepth = 0;
    parser.on('opentag', (tag) => {
      checkElement(reasons, tag, !seenRoot);
      seenRoot = true;
      if (style) {
        styleDepth += 1;
        reasons.add('style-element', `The SVG's <${style.name}> element contains a <${tag.name}> element; a style sheet holds only text. Remove the <${tag.name}> element and upload the file again.`);
      } else if (tag.local.toLowerCase() === 'style') style = { name: tag.name, css: '' };
    });
    const addCss = (chunk: string) => {
      if (style) style.css += chunk;
    };
    parser.on('text', addCss);
    parser.on('cdata', addCss);
    parser.on('closetag', (tag) => {
      if (!style) return;
      if (styleDepth > 0) {
        styleDepth -= 1;
        return;
      }
      checkCss(reasons, style.css, () => `The SVG's <${tag.name}> element`);
      style = null;
    });
    parser.write(text).close();
    if (!seenRoot) stop('The file is not an SVG picture: it has no <svg> element.');
    return reasons.list;
  } catch (error) {
    if (error instanceof Unreadable) return [...reasons.list, error.message];
    throw error;
  }
}
