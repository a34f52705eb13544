// The studio server's pictures: listing public/images/, serving thumbnails (never anything outside that folder), and
// uploads: type told from the bytes, safe unique names, never overwriting, the 20 MB limit, and every SVG refusal.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStudio, type Studio } from '../../../studio/server/createStudioServer';
import { candidateNames, pictureStem } from '../../../studio/server/pictureNames';
import { svgRefusals } from '../../../src/content/svgSafety';
import { exampleRoot } from '../../fixtures/exampleSite';

const MB = 1024 * 1024;
let root: string;
let images: string;
let studio: Studio;

type Answer = { status: number; body: any; bytes: Buffer; headers: Record<string, string | string[] | undefined> };

type CallOptions = {
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Sends the body in 1 MB chunks without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** Sends only the headers and this body, without ending the request: the answer must come from the headers. */
  unfinished?: boolean;
};

/** A raw HTTP request, so tests can send any Host, Origin, header or body a hostile page could. */
function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const length = options.body !== undefined && !options.chunked ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {};
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: studio.port, agent: false, method, path, headers: { Host: `127.0.0.1:${studio.port}`, ...length, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let body: unknown = bytes.toString('utf8');
          try {
            body = JSON.parse(body as string);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body, bytes, headers: res.headers });
          if (options.unfinished) req.destroy();
        });
      },
    );
    // The server may answer (413) and close before the whole body is sent: the answer is what counts.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (options.body !== undefined) {
      if (options.chunked) {
        const body = Buffer.from(options.body);
        for (let at = 0; at < body.length; at += MB) req.write(body.subarray(at, at + MB));
      } else req.write(options.body);
    }
    if (!options.unfinished) req.end();
  });
}

const upload = (fileName: string, body: Buffer | string, headers: Record<string, string> = {}) =>
  call('POST', '/api/images', { body, headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(fileName), ...headers } });

const imageFiles = () => readdirSync(images).sort();
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1B6F8A' } }).png().toBuffer();
const svg = (body: string, attributes = 'viewBox="0 0 10 10"') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-images-'));
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(exampleRoot, name), join(root, name));
  studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
  // Starting a studio loads and checks the whole site: more than the default 10 s on a busy two-core machine.
}, 120_000);

beforeEach(() => {
  images = join(root, 'public', 'images');
  rmSync(join(root, 'public'), { recursive: true, force: true });
  mkdirSync(images, { recursive: true });
  cpSync(join(exampleRoot, 'public/images/logo.svg'), join(images, 'logo.svg'));
});

afterAll(async () => {
  await studio?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('names of uploaded pictures', () => {
  it.each([
    ['Plant Photo (1).PNG', 'plant-photo-1'],
    ['Größe_Übersicht.jpeg', 'grosse-ubersicht'],
    ['  --Pumps & Valves!!.svg', 'pumps-valves'],
    ['../../etc/passwd.png', 'passwd'],
    ['C:\\Users\\ana\\Desktop\\Aeration tank.webp', 'aeration-tank'],
    ['.png', 'picture'],
    ['水处理.png', 'picture'],
    ['CON.png', 'con-picture'],
    [`${'very-long-name-'.repeat(8)}end.png`, 'very-long-name-very-long-name-very-long-name-very-long-name'],
  ])('%s -> %s', (original, stem) => {
    expect(pictureStem(original)).toBe(stem);
  });

  it('numbers a taken name from 2 on, keeping the extension of what the file is', () => {
    const names = candidateNames('Plant Photo (1).PNG', 'png');
    expect([names.next().value, names.next().value, names.next().value]).toEqual(['plant-photo-1.png', 'plant-photo-1-2.png', 'plant-photo-1-3.png']);
    expect(candidateNames('photo.JPEG', 'jpeg').next().value).toBe('photo.jpeg');
    expect(candidateNames('photo.png', 'jpeg').next().value).toBe('photo.jpg');
  });
});

// Pictures made and read with sharp (a 2400 x 1600 photo thumbnailed to WebP, AVIF uploads) take seconds on a busy
// two-core machine: more than vitest's default 5 s, though nothing is wrong.
const SHARP_WORK = { timeout: 60_000 };

describe('uploads', SHARP_WORK, () => {
  it('saves a PNG under a safe lower-case name and answers its width, height and size in bytes', async () => {
    const bytes = await png(640, 360);
    const answer = await upload('Plant Photo (1).PNG', bytes);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ picture: { path: '/images/plant-photo-1.png', width: 640, height: 360, bytes: bytes.length } });
    expect(readFileSync(join(images, 'plant-photo-1.png')).equals(bytes)).toBe(true);
  });

  it('never overwrites: the same name again gets -2, then -3, and the first file keeps its bytes', async () => {
    const first = await png(640, 360);
    const second = await png(320, 200);
    const third = await png(100, 100);
    expect((await upload('Plant Photo (1).PNG', first)).body.picture.path).toBe('/images/plant-photo-1.png');
    expect((await upload('Plant Photo (1).PNG', second)).body.picture).toMatchObject({ path: '/images/plant-photo-1-2.png', width: 320, height: 200 });
    expect((await upload('plant photo 1.png', third)).body.picture.path).toBe('/images/plant-photo-1-3.png');
    expect(readFileSync(join(images, 'plant-photo-1.png')).equals(first)).toBe(true);
    expect(readFileSync(join(images, 'plant-photo-1-2.png')).equals(second)).toBe(true);
  });

  it('treats a name taken in another case as taken (one file on Windows and macOS), and keeps that file', async () => {
    writeFileSync(join(images, 'Pump.png'), 'the editor’s own file');
    const answer = await upload('PUMP.png', await png(10, 10));
    expect(answer.body.picture.path).toBe('/images/pump-2.png');
    expect(readFileSync(join(images, 'Pump.png'), 'utf8')).toBe('the editor’s own file');
  });

  it('keeps a file that is a dangling link under the wanted name (the exclusive create refuses it too)', async () => {
    symlinkSync(join(root, 'nowhere.png'), join(images, 'tank.png'));
    expect((await upload('tank.png', await png(10, 10))).body.picture.path).toBe('/images/tank-2.png');
    expect(readdirSync(root)).not.toContain('nowhere.png');
  });

  it('tells the type from the bytes, not the name: a JPEG named .png is saved as .jpg', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const answer = await upload('site visit.png', jpeg, { 'Content-Type': 'application/octet-stream' });
    expect(answer.body.picture).toMatchObject({ path: '/images/site-visit.jpg', width: 300, height: 200 });
  });

  it('accepts WebP, AVIF and a safe SVG, with their sizes', async () => {
    const base = sharp({ create: { width: 120, height: 80, channels: 4, background: '#1B6F8A80' } });
    const webp = await base.clone().webp().toBuffer();
    const avif = await base.clone().avif().toBuffer();
    expect((await upload('tank.webp', webp)).body.picture).toMatchObject({ path: '/images/tank.webp', width: 120, height: 80 });
    expect((await upload('tank.avif', avif)).body.picture).toMatchObject({ path: '/images/tank.avif', width: 120, height: 80 });
    const drawing = svg(
      '<!-- made by hand --><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><style><![CDATA[ .a { fill: url(#g) } ]]></style></defs>' +
        '<rect class="a" width="10" height="10" fill="url( \'#g\' )" style="stroke: url(#g)"/><use href="#g"/><use xlink:href="#g"/>' +
        '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/><a href="#top"><text>Top</text></a>' +
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
      'width="640" height="360" viewBox="0 0 640 360"',
    );
    expect((await upload('Drawing.SVG', `<?xml version="1.0" encoding="UTF-8"?>\n${drawing}`)).body.picture).toMatchObject({ path: '/images/drawing.svg', width: 640, height: 360 });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 415, 'The file is a GIF picture. The studio takes PNG, JPEG, WebP, AVIF and SVG pictures'],
    ['a PDF named .png', Buffer.from('%PDF-1.7\n...'), 415, 'The file is a PDF document'],
    ['a HEIC photo', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]), 415, 'HEIC photo'],
    ['plain text named .jpg', Buffer.from('hello, I am not a picture'), 415, 'not a picture the studio can read'],
    ['an empty file', Buffer.alloc(0), 415, 'The file is empty.'],
    ['an HTML page named .svg', Buffer.from('<!-- x --><html><body>hi</body></html>'), 422, 'its outermost element is <html>, not <svg>'],
  ])('refuses %s, saying what it is, and writes nothing', async (_what, bytes, status, reason) => {
    const answer = await upload('upload.png', bytes);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toContain(reason);
    expect(imageFiles()).toEqual(['logo.svg']);
  });

  it('refuses a photo of more than 16,384 pixels on a side, saying its size, and writes nothing', async () => {
    const wide = await sharp({ create: { width: 16_385, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const answer = await upload('panorama.png', wide);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('The picture is 16385 × 2 pixels, more than the 16,384 on a side the studio takes');
    expect((await upload('panorama.png', await png(16_384, 2))).status).toBe(201);
    expect(imageFiles()).toEqual(['logo.svg', 'panorama.png']);
  });

  it('refuses a raster file whose size cannot be read (damaged), and writes nothing', async () => {
    const answer = await upload('broken.png', (await png(64, 64)).subarray(0, 12));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('could not read the picture');
    expect(imageFiles()).toEqual(['logo.svg']);
  });

  it('accepts exactly 20 MB and refuses one byte more, by Content-Length or while reading a chunked body (413)', async () => {
    const picture = await png(64, 48);
    const exactly = Buffer.concat([picture, Buffer.alloc(20 * MB - picture.length)]);
    const accepted = await upload('big.png', exactly);
    expect(accepted.status).toBe(201);
    expect(accepted.body.picture).toMatchObject({ width: 64, height: 48, bytes: 20 * MB });
    const tooBig = Buffer.concat([exactly, Buffer.alloc(1)]);
    const byLength = await call('POST', '/api/images', {
      body: tooBig.subarray(0, 1024),
      unfinished: true,
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'bigger.png', 'Content-Length': String(tooBig.length) },
    });
    expect(byLength.status).toBe(413);
    expect(byLength.body.error).toContain('larger than 20 MB');
    const whileReading = await call('POST', '/api/images', { body: tooBig, chunked: true, headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'bigger.png', 'Transfer-Encoding': 'chunked' } });
    expect(whileReading.status).toBe(413);
    expect(imageFiles()).toEqual(['big.png', 'logo.svg']);
  });

  it('takes only a raw body with the file name, from the studio’s own pages', async () => {
    const bytes = await png(10, 10);
    expect((await upload('a.png', bytes, { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(415);
    expect((await call('POST', '/api/images', { body: bytes, headers: { 'Content-Type': 'application/octet-stream' } })).status).toBe(400);
    expect((await upload('a.png', bytes, { Origin: 'https://attacker.example' })).status).toBe(403);
    expect((await upload('a.png', bytes, { Host: 'attacker.example' })).status).toBe(403);
    expect((await upload('a.png', bytes, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(imageFiles()).toEqual(['logo.svg']);
  });
});

describe('SVG uploads: only plain drawings', () => {
  const refusals: Array<[string, string | Buffer, string]> = [
    ['a <script> element', svg('<script>alert(1)</script>'), "The SVG contains a <script> element: pictures are served from the site's own address, so scripts in them would run there. Remove it and upload again."],
    ['a script in another namespace', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'contains a <h:script> element'],
    ['an onload attribute', svg('<rect width="1" height="1"/>', 'viewBox="0 0 10 10" onload="alert(1)"'), 'The SVG\'s <svg> element has an event-handler attribute, onload="alert(1)"'],
    ['an event handler in another case', svg('<rect width="1" height="1" OnClick="alert(1)"/>'), 'event-handler attribute, OnClick='],
    ['a <foreignObject>', svg('<foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>'), 'contains a <foreignObject> element'],
    ['an HTML element', svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="#x"/>'), 'contains an HTML element, <h:iframe>'],
    ['a picture from another site', svg('<image href="https://example.com/a.png" width="1" height="1"/>'), 'The SVG\'s <image> element refers to another file (href="https://example.com/a.png")'],
    ['an xlink:href to another file', svg('<image xlink:href="photo.jpg" width="1" height="1"/>'), 'refers to another file (xlink:href="photo.jpg")'],
    ['an SVG embedded as data:', svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'), 'refers to another file'],
    ['a <use> of another file', svg('<use href="icons.svg#pump"/>'), 'The SVG\'s <use> element reuses a drawing from another file (href="icons.svg#pump"). A picture that loads other files'],
    ['a javascript: link', svg('<a href=" javascript:alert(1)"><text>x</text></a>'), 'has a script address'],
    ['an xml:base', svg('<g xml:base="https://example.com/"><use href="#a"/></g>'), 'sets xml:base="https://example.com/"'],
    ['a link to another page', svg('<a href="https://example.com/"><text>x</text></a>'), 'The SVG\'s <a> element refers to another file'],
    ['an animation that sets href', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), 'The SVG\'s <set> element changes the href attribute'],
    ['an animation that sets xlink:href', svg('<a><animate attributeName="xlink:href" values="https://example.com"/></a>'), 'changes the href attribute'],
    ['url() in a style attribute', svg('<rect width="1" height="1" style="fill: url(https://example.com/p.svg#g)"/>'), 'style attribute refers to another file (url(https://example.com/p.svg#g))'],
    ['url() in a presentation attribute', svg('<rect width="1" height="1" filter="url(&quot;other.svg#blur&quot;)"/>'), 'filter attribute refers to another file (url(other.svg#blur))'],
    ['url() in a <style> element', svg('<style>rect { fill: URL( "//example.com/x.png" ) }</style>'), 'The SVG\'s <style> element refers to another file (url(//example.com/x.png))'],
    ['@import in a <style> element', svg('<style>@import "theme.css";</style>'), 'The SVG\'s <style> element imports another style sheet (@import)'],
    ['image-set() in a style', svg('<style>rect { background: image-set("a.png" 1x) }</style>'), 'loads pictures with image-set()'],
    ['a CSS escape', svg('<style>rect { fill: \\75 rl(https://example.com/x) }</style>'), 'uses a CSS escape (a backslash)'],
    ['an xml-stylesheet instruction', `<?xml-stylesheet href="https://example.com/s.css"?>${svg('')}`, 'contains an <?xml-stylesheet?> instruction'],
    ['another processing instruction', svg('<?php echo 1 ?>'), 'contains a <?php?> processing instruction'],
    ['a DOCTYPE', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`, 'contains a <!DOCTYPE> declaration'],
    ['entities', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`, 'contains a <!DOCTYPE> declaration'],
    ['XML that is not well-formed', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">\n  <rect></g>\n</svg>', 'The file is not well-formed XML (line 2'],
    ['an <svg> without its namespace', '<svg viewBox="0 0 10 10"><rect width="1" height="1"/></svg>', 'does not declare xmlns="http://www.w3.org/2000/svg"'],
    ['another encoding', `<?xml version="1.0" encoding="ISO-8859-1"?>${svg('')}`, 'in the ISO-8859-1 encoding'],
    ['UTF-16 text', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg(''), 'utf16le')]), 'not a picture the studio can read'],
    ['no size at all', svg('<rect width="1" height="1"/>', ''), 'gives neither a width and height nor a viewBox'],
  ];

  it.each(refusals)('refuses %s with the reason in plain words, and writes nothing', async (_what, text, reason) => {
    const answer = await upload('drawing.svg', Buffer.isBuffer(text) ? text : Buffer.from(text));
    expect([415, 422]).toContain(answer.status);
    expect(answer.body.error).toContain(reason);
    expect(imageFiles()).toEqual(['logo.svg']);
  });

  it('gives every kind of problem at once, each once, in the order they appear', async () => {
    const text = svg('<script>alert(1)</script><rect onclick="a()"/><rect onmouseover="b()"/><image href="https://example.com/a.png"/>', 'viewBox="0 0 10 10" onload="alert(1)"');
    const answer = await upload('drawing.svg', text);
    expect(answer.status).toBe(422);
    expect(answer.body.reasons).toEqual([
      expect.stringContaining('The SVG\'s <svg> element has an event-handler attribute, onload="alert(1)"'),
      expect.stringContaining('The SVG contains a <script> element'),
      expect.stringContaining('The SVG\'s <image> element refers to another file'),
    ]);
    expect(answer.body.error).toBe(answer.body.reasons.join('\n'));
  });
});

describe('listing and thumbnails', SHARP_WORK, () => {
  it('lists every picture under public/images/ (sub-folders too) with width, height and bytes', async () => {
    mkdirSync(join(images, 'team'));
    const portrait = await png(200, 300);
    writeFileSync(join(images, 'team', 'ana.png'), portrait);
    writeFileSync(join(images, 'notes.txt'), 'not a picture');
    const answer = await call('GET', '/api/images');
    expect(answer.status).toBe(200);
    expect(answer.body.pictures).toEqual([
      { path: '/images/logo.svg', width: 40, height: 40, bytes: readFileSync(join(images, 'logo.svg')).length },
      { path: '/images/team/ana.png', width: 200, height: 300, bytes: portrait.length },
    ]);
  });

  it('serves a picture with its real Content-Type, nosniff, and a sandbox for SVG', async () => {
    const answer = await call('GET', `/api/images/file?path=${encodeURIComponent('/images/logo.svg')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
    expect(answer.bytes.equals(readFileSync(join(images, 'logo.svg')))).toBe(true);
    writeFileSync(join(images, 'photo.webp'), await png(4, 4));
    const misnamed = await call('GET', '/api/images/file?path=/images/photo.webp');
    expect(misnamed.headers['content-type']).toBe('image/png');
  });

  it('serves a large photo as a WebP thumbnail at most 640 pixels across when asked, and small files as they are', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    expect(photo.length).toBeGreaterThan(200 * 1024);
    writeFileSync(join(images, 'site.png'), photo);
    const thumbnail = await call('GET', '/api/images/file?path=/images/site.png&size=thumbnail');
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
    expect((await call('GET', '/api/images/file?path=/images/site.png')).bytes.equals(photo)).toBe(true);
    const small = await call('GET', '/api/images/file?path=/images/logo.svg&size=thumbnail');
    expect(small.headers['content-type']).toBe('image/svg+xml');
  });

  it('never serves anything outside public/images/', async () => {
    writeFileSync(join(root, 'public', 'secret.svg'), svg(''));
    symlinkSync(join(root, 'pages.yaml'), join(images, 'leak.svg'));
    const refused = [
      '/images/../../pages.yaml',
      '/images/../secret.svg',
      '/images/..%2F..%2Fpages.yaml',
      '/images/%2e%2e/secret.svg',
      '/images/..\\secret.svg',
      '/secret.svg',
      '/etc/passwd',
      '/images/leak.svg',
      '/images/logo.svg%00.png',
      '/images/',
      '/images//logo.svg',
      '/images/notes.txt',
      '/images/%zz.svg',
    ];
    for (const path of refused) {
      const answer = await call('GET', `/api/images/file?path=${encodeURIComponent(path)}`);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.bytes.toString('utf8'), path).not.toContain('pages:');
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
    }
    expect((await call('GET', '/api/images/file?path=/images/../../pages.yaml')).status).toBe(400);
    const listed = (await call('GET', '/api/images')).body.pictures.map((picture: { path: string }) => picture.path);
    expect(listed).toEqual(['/images/logo.svg']);
  });
});

describe('the SVG check on a real site’s drawings', () => {
  it('passes every SVG under the example site’s public/images/ (it refuses what is unsafe, not what drawings normally contain)', () => {
    const folder = join(exampleRoot, 'public/images');
    const drawings = readdirSync(folder).filter((name) => name.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(10);
    expect(drawings.map((name) => [name, svgRefusals(readFileSync(join(folder, name)))]).filter(([, reasons]) => reasons!.length)).toEqual([]);
  });
});
