// Which email service settings a build gets: from the environment or .env files (Vite's own rules).
import { loadEnv } from 'vite';

export const REQUIRED_EMAIL_SETTINGS = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'];
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';

export type EmailSettings = { env: Record<string, string>; missing: string[]; isConfigured: boolean; origin: string };

export function emailSettings(mode = 'production', root = process.cwd()): EmailSettings {
  const env = loadEnv(mode, root, 'VITE_EMAILJS_');
  const missing = REQUIRED_EMAIL_SETTINGS.filter((key) => !env[key]?.trim());
  return { env, missing, isConfigured: missing.length === 0, origin: env.VITE_EMAILJS_ORIGIN?.trim() || DEFAULT_EMAIL_ORIGIN };
}
