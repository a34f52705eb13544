// `npm run dev`: serves the local email endpoint from the dev server, and when no email provider is
// configured (environment or .env), points the form at it, so enquiries land in .outbox/.
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { siteRoot } from '../content/siteRoot';
import { declaredForms } from './declaredForms';
import { createEmailEndpoint, LOCAL_EMAIL_ENV } from './emailEndpoint';

export function devEmailEndpoint(): Plugin {
  let isLocal = false;
  return {
    name: 'site-dev-email-endpoint',
    apply: 'serve',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir ?? config.root ?? process.cwd(), 'VITE_EMAILJS_');
      if (env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID && env.VITE_EMAILJS_TEMPLATE_ID) return;
      // Vite reads VITE_* variables from process.env after this hook, ahead of .env files.
      Object.assign(process.env, LOCAL_EMAIL_ENV);
      isLocal = true;
    },
    configureServer(server) {
      const endpoint = createEmailEndpoint({
        outbox: resolve(server.config.root, '.outbox'),
        log: (line) => server.config.logger.info(line, { timestamp: true }),
        // Read at each post: a field added to the content while the server runs is accepted at once.
        forms: () => declaredForms(siteRoot(server.config.root)),
      });
      server.middlewares.use((request, response, next) => {
        Promise.resolve(endpoint(request, response)).then((handled) => (handled ? undefined : next()), next);
      });
      if (isLocal) server.config.logger.info('No email provider configured: enquiries are saved to .outbox/ by the local endpoint.');
    },
  };
}
