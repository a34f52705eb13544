import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStudio, type Studio } from '../../../studio/server/createStudioServer';
import { applyEdits } from '../../../studio/yaml';
import { exampleRoot } from '../../fixtures/exampleSite';
import { replaceOnce } from '../../fixtures/project';

const repo = new URL('../../../', import.meta.url).pathname;
let root: string;
let studio: Studio;

type Answer = { status: number; body: any; headers: Record<string, unknown> };

/** A raw HTTP request, so tests can send any Host, Origin or path a hostile page or proxy could. */
function call(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown; raw?: string } = {}): Promise<Answer> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: studio.port,
        agent: false,
        method,
        path,
        headers: {
          Host: `127.0.0.1:${studio.port}`,
          ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const read = (name: string) => readFileSync(join(root, name), 'utf8');

/** Every file of the scratch project (public/ is a link to the example site's) with its bytes: to prove a refused request changed nothing. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-server-'));
  symlinkSync(join(exampleRoot, 'public'), join(root, 'public'));
  studio = await startStudio({ root, port: 0, ui: false, pollMs: 100, maxBodyBytes: 1024 * 1024 });
});

beforeEach(() => {
  // A real site's content (the example's), and the project's package.json.
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(exampleRoot, name), join(root, name));
  cpSync(join(repo, 'package.json'), join(root, 'package.json'));
});

afterAll(async () => {
  await studio?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the studio server', () => {
  it('listens on 127.0.0.1 only', () => {
    expect((studio.server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(studio.url).toBe(`http://127.0.0.1:${studio.port}/`);
  });

  it('gives the content files with their versions, and the public files', async () => {
    const answer = await call('GET', '/api/content');
    expect(answer.status).toBe(200);
    expect(answer.body.files['pages.yaml']).toEqual({ text: read('pages.yaml'), version: sha(read('pages.yaml')) });
    expect(answer.body.files['nav.yaml']).toEqual({ text: read('nav.yaml'), version: sha(read('nav.yaml')) });
    expect(answer.body.publicFiles).toContain('/images/hero-how.svg');
    expect(answer.body.publicFiles.every((file: string) => file.startsWith('/') && !file.includes('\\'))).toBe(true);
  });

  describe('refuses requests from other sites, and changes nothing', () => {
    const valid = () => ({ files: { 'pages.yaml': `${read('pages.yaml')}# extra\n` }, base: { 'pages.yaml': sha(read('pages.yaml')) } });

    it.each([
      ['a foreign Host (DNS rebinding)', { Host: 'attacker.example' }],
      ['a foreign Host with our port', { Host: `attacker.example:${0}` }],
      ['our host on another port', { Host: '127.0.0.1:1' }],
      ['a foreign Origin (CSRF)', { Origin: 'http://attacker.example' }],
      ['an Origin on another port', { Origin: 'http://127.0.0.1:1' }],
      ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ])('%s', async (_, headers) => {
      const before = snapshot();
      const hostile = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, value.replace(':0', `:${studio.port}`)]));
      expect((await call('GET', '/api/content', { headers: hostile })).status).toBe(403);
      const save = await call('POST', '/api/save', { headers: hostile, body: valid() });
      expect(save.status).toBe(403);
      expect(save.body.error).toMatch(/^The studio only answers/);
      expect(snapshot()).toEqual(before);
    });

    it('accepts its own origin under both of its names', async () => {
      for (const name of ['127.0.0.1', 'localhost']) {
        const answer = await call('GET', '/api/content', { headers: { Host: `${name}:${studio.port}`, Origin: `http://${name}:${studio.port}` } });
        expect(answer.status).toBe(200);
      }
    });

    it('refuses a form post (not JSON), which a foreign page could send without asking', async () => {
      const before = snapshot();
      const answer = await call('POST', '/api/save', { raw: JSON.stringify(valid()), headers: { 'Content-Type': 'text/plain' } });
      expect(answer.status).toBe(415);
      expect(snapshot()).toEqual(before);
    });

    it('closes a live-reload socket opened with a foreign Host', async () => {
      const socket = connect(studio.port, '127.0.0.1');
      socket.write(`GET / HTTP/1.1\r\nHost: attacker.example\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`);
      const received = await new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
      });
      expect(received).not.toMatch(/101 Switching Protocols/);
    });
  });

  describe('writes only pages.yaml and nav.yaml', () => {
    const attempts: Array<[string, string, string, unknown]> = [
      ['another file name', 'POST', '/api/save', { files: { 'package.json': '{}' }, base: { 'package.json': 'x' } }],
      ['a path out of the project', 'POST', '/api/save', { files: { '../pages.yaml': 'pages: []\n' }, base: { '../pages.yaml': 'x' } }],
      ['a path into a folder', 'POST', '/api/save', { files: { 'public/pages.yaml': 'x' }, base: { 'public/pages.yaml': 'x' } }],
      ['an encoded traversal', 'POST', '/api/save', { files: { '%2e%2e/pages.yaml': 'x' }, base: { '%2e%2e/pages.yaml': 'x' } }],
      ['an absolute path', 'POST', '/api/save', { files: { '/etc/passwd': 'x' }, base: { '/etc/passwd': 'x' } }],
      ['a traversal in the address', 'POST', '/api/save/../../package.json', { files: {} }],
      ['an encoded traversal in the address', 'POST', '/api/%2e%2e/%2e%2e/package.json', { files: {} }],
      ['an unknown request', 'POST', '/api/write', { files: { 'pages.yaml': 'x' } }],
      ['a PUT of a file', 'PUT', '/pages.yaml', 'pages: []\n'],
      ['a PUT of the save address', 'PUT', '/api/save', { files: { 'pages.yaml': 'x' } }],
      ['a DELETE', 'DELETE', '/nav.yaml', undefined],
      ['a save without base versions', 'POST', '/api/save', { files: { 'pages.yaml': 'pages: []\n' } }],
      ['a save of something that is not text', 'POST', '/api/save', { files: { 'pages.yaml': 42 }, base: { 'pages.yaml': 'x' } }],
    ];

    it.each(attempts)('%s gets a 4xx and changes no file', async (_, method, path, body) => {
      const before = snapshot();
      const answer = await call(method, path, { body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.error).toBe('string');
      expect(snapshot()).toEqual(before);
    });

    it('refuses a body larger than any content file (413)', async () => {
      const before = snapshot();
      const answer = await call('POST', '/api/validate', { raw: JSON.stringify({ files: { 'pages.yaml': 'x'.repeat(2 * 1024 * 1024) } }) }).catch(
        (error: NodeJS.ErrnoException) => ({ status: error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 413 : 0 }) as Answer,
      );
      expect(answer.status).toBe(413);
      expect(snapshot()).toEqual(before);
    });
  });

  // The first save compiles the site's schemas and checks every page and link: give it time on a busy machine.
  describe('saving', { timeout: 30_000 }, () => {
    it('writes the new text atomically (a new file renamed over the old) and answers its version', async () => {
      const old = read('pages.yaml');
      const inode = statSync(join(root, 'pages.yaml')).ino;
      const text = applyEdits(old, [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'title'], value: 'Solar power, shared' }]);
      const answer = await call('POST', '/api/save', { body: { files: { 'pages.yaml': text }, base: { 'pages.yaml': sha(old) } } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ files: { 'pages.yaml': { version: sha(text) } } });
      expect(read('pages.yaml')).toBe(text);
      expect(statSync(join(root, 'pages.yaml')).ino).not.toBe(inode);
      expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('refuses with 422 while the site does not validate, naming the problem, and writes nothing', async () => {
      const old = read('pages.yaml');
      const text = applyEdits(old, [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'title'], value: '' }]);
      const answer = await call('POST', '/api/save', { body: { files: { 'pages.yaml': text }, base: { 'pages.yaml': sha(old) } } });
      expect(answer.status).toBe(422);
      expect(answer.body.problems).toEqual([expect.objectContaining({ file: 'pages.yaml', path: 'pages[0].blocks[0].title' })]);
      expect(read('pages.yaml')).toBe(old);
    });

    it('checks links across files: a nav.yaml link to a missing page is refused', async () => {
      const nav = read('nav.yaml');
      const broken = nav.replace('to: /how-it-works', 'to: /no-such-page');
      expect(broken).not.toBe(nav);
      const answer = await call('POST', '/api/save', { body: { files: { 'nav.yaml': broken }, base: { 'nav.yaml': sha(nav) } } });
      expect(answer.status).toBe(422);
      expect(answer.body.problems.map((problem: { kind: string }) => problem.kind)).toContain('broken-link');
      expect(read('nav.yaml')).toBe(nav);
    });

    it('saves both files at once when only together they validate (a page renamed and its menu links)', async () => {
      const pages = read('pages.yaml');
      const nav = read('nav.yaml');
      // The projects page: linked from both menus, and from no other page.
      const index = (pages.match(/^ {2}- path: .*$/gm) as string[]).indexOf('  - path: /projects');
      const renamed = applyEdits(pages, [{ op: 'set', path: ['pages', index, 'path'], value: '/our-projects' }]);
      const relinked = nav.replaceAll('to: /projects\n', 'to: /our-projects\n');
      expect(relinked.split('to: /our-projects\n')).toHaveLength(3);
      const base = { 'pages.yaml': sha(pages), 'nav.yaml': sha(nav) };
      const alone = await call('POST', '/api/save', { body: { files: { 'pages.yaml': renamed }, base } });
      expect(alone.status).toBe(422);
      expect(alone.body.problems.map((problem: { kind: string }) => problem.kind)).toContain('broken-link');
      const together = await call('POST', '/api/save', { body: { files: { 'pages.yaml': renamed, 'nav.yaml': relinked }, base } });
      expect(together.status).toBe(200);
      expect([read('pages.yaml'), read('nav.yaml')]).toEqual([renamed, relinked]);
    });

    it('refuses with 409 when the file changed on disk since the given version, and keeps that change', async () => {
      const old = read('pages.yaml');
      const outside = replaceOnce(old, 'title: How it works\n', 'title: How the co-op works\n');
      writeFileSync(join(root, 'pages.yaml'), outside);
      const mine = applyEdits(old, [{ op: 'set', path: ['pages', 0, 'title'], value: 'Home' }]);
      const answer = await call('POST', '/api/save', { body: { files: { 'pages.yaml': mine }, base: { 'pages.yaml': sha(old) } } });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ conflict: ['pages.yaml'], files: { 'pages.yaml': { text: outside, version: sha(outside) } } });
      expect(read('pages.yaml')).toBe(outside);
    });

    it('lets one of two saves made on the same version through, and refuses the other with 409', async () => {
      const old = read('pages.yaml');
      const first = applyEdits(old, [{ op: 'set', path: ['pages', 0, 'title'], value: 'First' }]);
      const second = applyEdits(old, [{ op: 'set', path: ['pages', 0, 'title'], value: 'Second' }]);
      const answers = await Promise.all(
        [first, second].map((text) => call('POST', '/api/save', { body: { files: { 'pages.yaml': text }, base: { 'pages.yaml': sha(old) } } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect([first, second]).toContain(read('pages.yaml'));
    });

    it('validates a draft with the loader’s own checks, reading the file not sent from disk', async () => {
      const ok = await call('POST', '/api/validate', { body: { files: { 'pages.yaml': read('pages.yaml') } } });
      expect(ok).toMatchObject({ status: 200, body: { problems: [] } });
      const bad = applyEdits(read('pages.yaml'), [{ op: 'set', path: ['pages', 1, 'blocks', 0, 'image', 'src'], value: '/images/missing.svg' }]);
      const answer = await call('POST', '/api/validate', { body: { files: { 'pages.yaml': bad } } });
      expect(answer.body.problems.map((problem: { kind: string }) => problem.kind)).toContain('missing-file');
    });
  });

  describe('change events', () => {
    it('reports an edit made on disk, and not the studio’s own save', async () => {
      const events: string[] = [];
      const stream = request({ host: '127.0.0.1', port: studio.port, path: '/api/events', headers: { Host: `127.0.0.1:${studio.port}` } });
      const opened = new Promise<void>((resolve) => {
        stream.on('response', (res) => {
          expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => events.push(chunk));
          resolve();
        });
      });
      stream.end();
      await opened;
      // Let the watcher settle on the files this test's setup copied in, then listen from a clean slate.
      await new Promise((resolve) => setTimeout(resolve, 400));
      events.length = 0;
      try {
        const old = read('pages.yaml');
        const mine = applyEdits(old, [{ op: 'set', path: ['pages', 0, 'title'], value: 'Saved by the studio' }]);
        expect((await call('POST', '/api/save', { body: { files: { 'pages.yaml': mine }, base: { 'pages.yaml': sha(old) } } })).status).toBe(200);
        const outside = replaceOnce(mine, 'title: How it works\n', 'title: How the co-op works\n');
        writeFileSync(join(root, 'pages.yaml'), outside);
        await expect.poll(() => events.join(''), { timeout: 5000 }).toContain('event: changed');
        const changed = events
          .join('')
          .split('\n\n')
          .filter((message) => message.startsWith('event: changed'))
          .map((message) => JSON.parse(message.split('data: ')[1]!));
        expect(changed).toEqual([{ file: 'pages.yaml', version: sha(outside) }]);
      } finally {
        stream.destroy();
      }
    });
  });
});

/** A GET to a studio, with any Host or Origin a hostile page could send. */
const getFrom = (target: () => Studio) => (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; type: string; cache: string; text: string }>((resolve, reject) => {
    const { port } = target();
    request({ host: '127.0.0.1', port, path, agent: false, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), cache: String(res.headers['cache-control']), text }));
    })
      .on('error', reject)
      .end();
  });

describe('the studio server with the pre-built editor (npm run studio)', { timeout: 120_000 }, () => {
  let built: Studio;
  const get = getFrom(() => built);

  beforeAll(async () => {
    built = await startStudio({ root, port: 0 });
  }, 120_000);

  afterAll(async () => {
    await built?.close();
  });

  it('serves the built editor, with its loading screen in the page itself and no Vite', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('Opening your pages…');
    expect(page.text).not.toContain('/@vite/client');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const code = await get(script!);
    expect(code.status).toBe(200);
    expect(code.type).toMatch(/javascript/);
    expect(code.cache).toContain('immutable');
    expect((await get('/preview.html')).text).toMatch(/src="\/assets\/preview-[^"]+\.js"/);
  });

  it("serves the edited project's pictures beside it", async () => {
    const logo = await get('/images/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.text).toBe(readFileSync(join(exampleRoot, 'public/images/logo.svg'), 'utf8'));
  });

  it('answers only its own origin and serves nothing outside its two folders', async () => {
    expect((await get('/', { Host: 'attacker.example' })).status).toBe(403);
    expect((await get('/', { Origin: 'http://attacker.example' })).status).toBe(403);
    for (const path of ['/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/images/%2f..%2f..%2fpackage.json', '/@fs/etc/passwd']) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.text, path).not.toContain('root:');
    }
  });

  it('still answers the API first', async () => {
    const answer = await get('/api/content');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).files['pages.yaml'].text).toBe(read('pages.yaml'));
  });
});

describe('the studio server with the editor served by Vite (npm run studio -- --dev)', { timeout: 120_000 }, () => {
  let withUi: Studio;
  const get = getFrom(() => withUi);

  beforeAll(async () => {
    withUi = await startStudio({ root, port: 0, ui: 'vite' });
  }, 120_000);

  afterAll(async () => {
    await withUi?.close();
  });

  it('serves the editor page to its own origin only', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('/@vite/client');
    expect((await get('/', { Host: 'attacker.example' })).status).toBe(403);
    expect((await get('/', { Origin: 'http://attacker.example' })).status).toBe(403);
  });

  it('does not serve files outside the project through Vite', async () => {
    const answer = await get('/@fs/etc/passwd');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.text).not.toContain('root:');
  });
});
