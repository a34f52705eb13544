import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { iconName, text, longText } from '../../shared/fields';

export const businessModelSchema = z
  .strictObject({
    name: text('Short name of the contract model, e.g. EPC'),
    title: text('The name written out, e.g. "Engineering, procurement and construction"'),
    text: longText('What the client gets under this model'),
  })
  .describe('One way a client can engage the company');

export const sectorSchema = z
  .strictObject({
    name: text('The sector, e.g. "Municipalities"'),
    icon: iconName.optional(),
  })
  .describe('One sector the company serves');

export const certificationSchema = z
  .strictObject({
    standard: text('The standard and edition as printed on the certificate, e.g. "ISO 9001:2015"'),
    area: text('What the standard is about, e.g. "Quality management"'),
    scope: text('The scope as printed on the certificate, e.g. "Design, construction and operation of wastewater treatment plants"').optional(),
    issuer: text('The certification body').optional(),
    validUntil: text('Expiry date as printed on the certificate').optional(),
  })
  .describe('A certificate the company holds, shown as a badge; one not yet held is left out, never shown as a placeholder');

export const credentialsSchema = blockBase
  .extend({
    type: z.literal('credentials'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading of the block').optional(),
    intro: longText('A paragraph before the credentials').optional(),
    modelsHeading: text('Heading above the contract models, e.g. "How clients engage us"').optional(),
    models: listOf(z.array(businessModelSchema), 'model', 'models').min(1).optional().describe('Contract models the company offers'),
    sectorsHeading: text('Heading above the sectors, e.g. "Sectors we serve"').optional(),
    sectors: listOf(z.array(sectorSchema), 'sector', 'sectors').min(1).optional().describe('Sectors the company serves'),
    certificationsHeading: text('Heading above the certifications').optional(),
    certifications: listOf(z.array(certificationSchema), 'certification', 'certifications')
      .min(1)
      .optional()
      .describe('Certificates the company holds; leave the list out until there is one to show'),
  })
  .superRefine((block, context) => {
    if (!block.models && !block.sectors && !block.certifications) {
      context.addIssue({ code: 'custom', path: ['models'], message: 'give at least one of models, sectors or certifications' });
    }
  })
  .describe('Credentials: the contract models offered, the sectors served and the certificates it holds');

export type CredentialsBlock = z.infer<typeof credentialsSchema>;
export type Certification = z.infer<typeof certificationSchema>;
