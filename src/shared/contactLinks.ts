/** `tel:` address of a number written for people: only the leading + and the digits remain. */
export const telHref = (number: string) => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;

export const mailHref = (address: string) => `mailto:${address.trim()}`;
