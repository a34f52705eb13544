import { z } from 'zod';

/** Fields every block has. */
export const blockBase = z.strictObject({
  anchor: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: 'must start with a letter and use only letters, digits, - and _' })
    .optional()
    .describe('Name other links can jump to, e.g. Mission for /about#Mission'),
  tone: z
    .enum(['plain', 'subtle', 'band', 'dark'])
    .optional()
    .describe('Background band: plain (white), subtle (near-white in the primary colour), band (the light band colour) or dark (the primary colour, white text)'),
});
