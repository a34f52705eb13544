// `npm run schema`: writes the JSON Schemas of pages.yaml and nav.yaml (generated from the zod schemas) to schema/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaFiles, schemaDir } from '../src/content/jsonSchema';

mkdirSync(schemaDir, { recursive: true });
for (const { name, text } of jsonSchemaFiles()) {
  writeFileSync(join(schemaDir, name), text);
  console.log(`wrote ${schemaDir}/${name}`);
}
