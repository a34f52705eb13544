// Zod types a schema's definition (`_zod.def`) only inside its core, by schema class: the one place that reads it as
// a plain record, for the code that walks schemas (the studio's forms, the catalogue, the checker's messages).
import type { z } from 'zod';

export type AnySchema = z.core.$ZodType;
export type Def = { type: string; [key: string]: unknown };

export const defOf = (schema: AnySchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
