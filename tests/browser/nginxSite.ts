// A built site behind a real nginx with the server block its build generated (<site>/dist-deploy/nginx.conf): run
// unprivileged on a free port, only `listen` and `root` changed, as a host would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

export type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
export type RawRequest = (path: string, options?: { method?: string; headers?: Record<string, string> }) => Promise<Raw>;

/** A request as sent, path untouched (fetch would normalise `..` and encodings away), answer unfollowed. */
export function rawRequest(port: number): RawRequest {
  return (path, { method = 'GET', headers = {} } = {}) =>
    new Promise((done, fail) => {
      const req = request({ hostname: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    });
}

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });

/** `origin`: where a browser reaches it (http://127.0.0.1:<port>). */
export type NginxSite = { dist: string; origin: string; raw: RawRequest; stop: () => void };

/**
 * Serves the build of the project at `root` (its dist/, with dist-ssr/entry-server.js and dist-deploy/ beside it, for
 * traversal attempts to reach for) from a copy in nginx's own folder: the checkout may sit where an unprivileged user
 * cannot read.
 */
export async function startNginx(root = '.'): Promise<NginxSite> {
  const work = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const dist = join(work, 'site/dist');
  const port = await freePort();
  const raw = rawRequest(port);
  cpSync(resolve(root, 'dist'), dist, { recursive: true });
  cpSync(resolve(root, 'dist-ssr/entry-server.js'), join(work, 'site/dist-ssr/entry-server.js'));
  cpSync(resolve(root, 'dist-deploy'), join(work, 'site/dist-deploy'), { recursive: true });
  const site = readFileSync(resolve(root, 'dist-deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${dist};`);
  writeFileSync(join(work, 'site.conf'), site);
  for (const dir of ['logs', 'temp']) mkdirSync(join(work, dir));
  writeFileSync(
    join(work, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${work}/temp/body;
    proxy_temp_path ${work}/temp/proxy;
    fastcgi_temp_path ${work}/temp/fastcgi;
    uwsgi_temp_path ${work}/temp/uwsgi;
    scgi_temp_path ${work}/temp/scgi;
    include ${work}/site.conf;
}
`,
  );
  // Unprivileged: as root (CI), nginx runs as nobody, which may read dist/ but write only its own folder.
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  if ('uid' in asNobody) for (const path of [work, join(work, 'logs'), join(work, 'temp')]) chownSync(path, 65534, 65534);
  const checked = spawnSync(NGINX, ['-t', '-p', work, '-c', join(work, 'nginx.conf'), '-e', join(work, 'logs/error.log')], { encoding: 'utf8', ...asNobody });
  if (checked.status !== 0) throw new Error(`nginx rejected the generated configuration:\n${checked.stderr}`);
  const nginx: ChildProcess = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-e', join(work, 'logs/error.log')], { stdio: 'ignore', ...asNobody });
  const stop = () => {
    nginx.kill();
    rmSync(work, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await raw('/');
      return { dist, origin: `http://127.0.0.1:${port}`, raw, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  const log = readFileSync(join(work, 'logs/error.log'), 'utf8');
  stop();
  throw new Error(`nginx did not start: ${log}`);
}
