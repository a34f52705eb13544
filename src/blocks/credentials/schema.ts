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
    area: text('What the certificate covers, e.g. "Quality management"'),
    standard: text('The standard and edition, e.g. "ISO 9001:2015"; leave out until the certificate is held').optional(),
    issuer: text('The certification body').optional(),
    validUntil: text('Expiry date as printed on the certificate').optional(),
  })
  .describe('A certification slot; without a standard it shows as not yet published, never as a certificate');

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
    certifications: listOf(z.array(certificationSchema), 'certification', 'certifications').min(1).optional().describe('Certification slots'),
    pending: text('What a certification slot without a standard says, e.g. "Certificate details on request"').optional(),
  })
  .superRefine((block, context) => {
    if (block.certifications?.some((slot) => !slot.standard) && !block.pending) {
      context.addIssue({
        code: 'custom',
        path: ['pending'],
        message: 'a certification without a standard needs `pending`: the words shown in its place, e.g. "Certificate details on request"',
      });
    }
    if (!block.models && !block.sectors && !block.certifications) {
      context.addIssue({ code: 'custom', path: ['models'], message: 'give at least one of models, sectors or certifications' });
    }
  })
  .describe('Credentials: the contract models offered, the sectors served and certification slots the company fills in');

export type CredentialsBlock = z.infer<typeof credentialsSchema>;
export type Certification = z.infer<typeof certificationSchema>;
