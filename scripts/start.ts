// `npm start`: builds the site and serves dist/ on localhost like the generated host configurations do (the same
// headers, cache rules and redirects), with the local email endpoint. With email provider settings (environment or
// .env) the form uses the provider; without them the build points the form at the local endpoint, which saves each
// enquiry in .outbox/. `--root DIR` builds and serves the site in DIR (see scripts/lib/siteRootOption.ts).
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createEmailEndpoint, LOCAL_EMAIL_ENV, SEND_FORM_PATH } from '../src/server/emailEndpoint';
import { createStaticServer } from '../src/server/staticServer';
import { emailSettings } from './lib/emailSettings';
import { takeRootOption } from './lib/siteRootOption';

// The build below inherits the site folder through SITE_ROOT.
takeRootOption(process.argv.slice(2), 'start');

const port = Number(process.env.PORT ?? 4173);
// With --no-build, SITE_DIST serves another built folder (the server's regression tests serve a fixture) and
// SITE_OUTBOX saves enquiries elsewhere than .outbox/.
const dist = process.env.SITE_DIST ?? 'dist';
const outbox = process.env.SITE_OUTBOX ?? '.outbox';
const isBuilding = !process.argv.includes('--no-build');
const settings = emailSettings();

if (isBuilding) {
  const env = settings.isConfigured ? process.env : { ...process.env, ...LOCAL_EMAIL_ENV };
  // The build in a process of its own, run the way this one was (tsx's loader is in execArgv).
  const built = spawnSync(process.execPath, [...process.execArgv, 'scripts/build.ts'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const endpoint = createEmailEndpoint({ outbox: resolve(outbox) });
const server = createStaticServer(resolve(dist), [endpoint]);
server.listen(port, '127.0.0.1', () => {
  console.log(`\nThe site is running at http://localhost:${(server.address() as AddressInfo).port}/  (Ctrl+C to stop)`);
  if (!isBuilding) console.log(`Email: --no-build, so the contact form uses the settings ${dist}/ was built with.`);
  else if (settings.isConfigured) console.log(`Email: the contact form sends through the email provider at ${settings.origin}.`);
  else console.log(`Email: no provider settings (see .env.example), so enquiries go to the local endpoint ${SEND_FORM_PATH} and are saved in ${outbox}/.`);
});
