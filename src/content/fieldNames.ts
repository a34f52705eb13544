// Fields and block types named as the studio's screens and messages name them (its forms, its problem list and its
// server's change summaries alike).
import { definitionOf } from '../blocks/registry';

// Keys whose words alone read oddly as a label, or are a designer's or developer's word: `to` (every link, by the
// site's convention), `url`, `src`, `eyebrow`, `anchor`, `list` (a bulleted list in a text).
const SPOKEN_LABELS: Record<string, string> = {
  to: 'Link to',
  url: 'Web address',
  embedUrl: 'Embed address',
  socials: 'Social profiles',
  src: 'Picture file',
  alt: 'Description (alt text)',
  path: 'Address',
  eyebrow: 'Small heading above the title',
  anchor: 'Name for links to this block',
  list: 'Bulleted list',
  numbered: 'Numbered list',
  colors: 'Colours',
};

/** A field's label from its key: `visibleFrom` -> "Visible from". */
export function labelOf(key: string): string {
  if (SPOKEN_LABELS[key]) return SPOKEN_LABELS[key];
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a block type is called where it shows, from its definition: "card-grid" -> "Card grid"; "stats" -> "Figures". */
export const blockTypeName = (type: string) => definitionOf(type)?.editor.name ?? labelOf(type);
