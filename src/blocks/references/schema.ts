import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { imageSchema, text, longText } from '../../shared/fields';

export const projectSchema = z
  .strictObject({
    capacity: text('The headline figure with its unit, e.g. "455 MLD" or "7 plants"'),
    capacityNote: text('The figure said another way, e.g. "455,000 m³ of wastewater a day"').optional(),
    title: text('What was built, e.g. "Municipal sewage treatment plant"'),
    place: text('Town, region or country of the plant, e.g. "Maharashtra, India"').optional(),
    year: text('Year the plant was commissioned, e.g. "2019", or a span such as "2012–2024"').optional(),
    technology: text('The treatment technology, e.g. "Activated sludge with anaerobic digestion"').optional(),
    contract: text('The contract model, e.g. "DBO" or "EPC"').optional(),
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
        place: text('Term for the place, e.g. "Place"'),
        year: text('Term for the year, e.g. "Commissioned"'),
        technology: text('Term for the technology, e.g. "Technology"'),
        contract: text('Term for the contract model, e.g. "Contract model"'),
        client: text('Term for the client\'s name, e.g. "Client"'),
      })
      .describe('The name of each fact of a project: read out by screen readers before the fact, in the compact line the cards show'),
    projects: listOf(z.array(projectSchema), 'project', 'projects').min(1).max(8).describe('The projects, largest or most relevant first'),
  })
  .describe('Reference projects as cards: the capacity in large type, what was built, then one line of place, year, technology, contract model and, where agreed, client');

export type ReferencesBlock = z.infer<typeof referencesSchema>;
export type Project = z.infer<typeof projectSchema>;
