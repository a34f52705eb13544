// The pictures and videos of the block catalogue's examples: files of the block's own folder (src/blocks/<type>/),
// never of a site's public/, so that the examples show the same on every organisation's site. An example names one
// as /_blocks/<type>/<file>, the address under which the dev server serves it beside the /_blocks page; a production
// build never contains them (no page of a site may name /_blocks/...: public/ has no such folder).

/** Where the examples' files are addressed, followed by the block type and the file's name. */
export const exampleMediaPrefix = '/_blocks/';

/** The kinds of file an example may show, with the type the dev server serves each as. */
const exampleMediaTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

/** A plain file name: no folder, not hidden, one of the kinds above. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.([A-Za-z0-9]+)$/;

type ExampleMedia = { type: string; name: string; contentType: string; /** From the project root. */ file: string };

/** The address of an example's file: `/_blocks/hero/landscape.svg`. */
export const exampleMediaUrl = (type: string, name: string) => `${exampleMediaPrefix}${type}/${name}`;

/** The block folder's file an address names, or undefined when it names none (another form, a folder, another kind). */
export function exampleMediaOf(url: string): ExampleMedia | undefined {
  if (!url.startsWith(exampleMediaPrefix)) return undefined;
  const [type, name, ...rest] = url.slice(exampleMediaPrefix.length).split('/');
  if (!type || !name || rest.length || !/^[a-z][a-z0-9-]*$/.test(type)) return undefined;
  const extension = FILE_NAME.exec(name)?.[1]?.toLowerCase();
  const contentType = extension === undefined ? undefined : exampleMediaTypes[extension];
  return contentType ? { type, name, contentType, file: `src/blocks/${type}/${name}` } : undefined;
}
