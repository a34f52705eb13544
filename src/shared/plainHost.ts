/**
 * Whether an address's host name is plain: letters, digits, dots and hyphens (an international name in its xn--
 * form). A URL parser accepts far more in a host (`; $ " { } '`), and the host of an address the content gives goes
 * into the Content-Security-Policy and nginx.conf, where those characters would add directives or variables.
 */
export function hasPlainHost(url: string): boolean {
  try {
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

export const PLAIN_HOST_RULE = 'its host name may hold only letters, digits, dots and hyphens';
