import { Square, type LucideIcon } from '../ui/icons';
import { definitionOf } from '../../../src/blocks/registry';

/** A block type's icon, from its definition; a plain square for a type that is none. */
export const iconOfBlock = (type: unknown): LucideIcon => definitionOf(type)?.editor.icon ?? Square;
