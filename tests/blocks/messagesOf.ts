import type { z } from 'zod';

/** A failed parse's problems as `path: message` lines, the way the tests state the exact messages authors see. */
export const messagesOf = (error: z.ZodError | undefined) => error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
