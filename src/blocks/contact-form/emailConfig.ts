// The email service settings, fixed when the site is built (see .env.example). Never hard-coded.

export type EmailConfig = { publicKey: string; serviceId: string; templateId: string; origin?: string };

type EmailEnv = Partial<Record<'VITE_EMAILJS_PUBLIC_KEY' | 'VITE_EMAILJS_SERVICE_ID' | 'VITE_EMAILJS_TEMPLATE_ID' | 'VITE_EMAILJS_ORIGIN', string>>;

/**
 * The settings, or null when any of the three required ones is missing (the form then says it is not
 * configured instead of pretending to send). An origin starting with / means this site's own server.
 */
export function emailConfigFrom(env: EmailEnv, pageOrigin?: string): EmailConfig | null {
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  if (!publicKey || !serviceId || !templateId) return null;
  const config: EmailConfig = { publicKey, serviceId, templateId };
  const origin = env.VITE_EMAILJS_ORIGIN?.trim().replace(/\/+$/, '');
  if (env.VITE_EMAILJS_ORIGIN?.trim().startsWith('/')) config.origin = `${pageOrigin ?? ''}${origin}`;
  else if (origin) config.origin = origin;
  return config;
}

/** This build's settings. */
export function buildEmailConfig(): EmailConfig | null {
  return emailConfigFrom(
    {
      VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
      VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
      VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
      VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    },
    typeof window === 'undefined' ? undefined : window.location.origin,
  );
}
