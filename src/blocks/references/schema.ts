import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { imageSchema, text, longText } from '../../shared/fields';

export const projectSchema = z
  .strictObject({
    capacity: text('The headline figure with its unit, e.g. "455 MLD" or "7 plants"'),
    capacityNote: text('The figure said another way, e.g. "455,000 m³ of wastewater a day"').optional(),
    title: text('What was built, e.g. "Municipal wastewater treatment plant"'),
    clientType: text('Kind of client, e.g. "Municipal" or "Industrial"').optional(),
    process: text('The treatment process, e.g. "Activated sludge with anaerobic digestion"').optional(),
    scope: text('What the company delivered, e.g. "Design, build and operate (DBO)"').optional(),
    place: text('Town or country of the plant; leave out until the company confirms it').optional(),
    client: text('Name of the client; leave out unless the client agreed to be named').optional(),
    image: imageSchema.optional().describe('Illustration of the plant or its process'),
  })
  .describe('One reference project');

export const referencesSchema = blockBase
  .extend({
    type: z.literal('references'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the projects').optional(),
    intro: longText('A paragraph before the projects').optional(),
    terms: z
      .strictObject({
        clientType: text('Term before the kind of client, e.g. "Client type"'),
        process: text('Term before the treatment process, e.g. "Process"'),
        scope: text('Term before what was delivered, e.g. "Scope"'),
        place: text('Term before the place, e.g. "Place"'),
        client: text('Term before the client\'s name, e.g. "Client"'),
      })
      .describe('The words printed before each fact of a project'),
    projects: listOf(z.array(projectSchema), 'project', 'projects').min(1).max(8).describe('The projects, largest or most relevant first'),
  })
  .describe('Reference projects as cards: the capacity in large type, then client type, process, scope and, where known, place and client');

export type ReferencesBlock = z.infer<typeof referencesSchema>;
export type Project = z.infer<typeof projectSchema>;
