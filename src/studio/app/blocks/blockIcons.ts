import { AlignLeft, Award, Factory, Link, ListChecks, Milestone, ChartColumn, Columns2, GalleryHorizontal, Image, LayoutGrid, ListOrdered, Mail, Map, Megaphone, MousePointerClick, Phone, RefreshCw, Square, Table, Video, type LucideIcon } from '../ui/icons';
import type { BlockType } from '../../../blocks/schemas';

/** A recognisable icon per block type, for the block list and the picker. */
export const blockIcons: Record<BlockType, LucideIcon> = {
  hero: Image,
  section: AlignLeft,
  'card-grid': LayoutGrid,
  table: Table,
  'call-to-action': MousePointerClick,
  'contact-info': Phone,
  'contact-form': Mail,
  map: Map,
  carousel: GalleryHorizontal,
  'value-rotator': RefreshCw,
  'media-text': Columns2,
  video: Video,
  stats: ChartColumn,
  steps: ListOrdered,
  banner: Megaphone,
  references: Factory,
  credentials: Award,
  checklist: ListChecks,
  timeline: Milestone,
  related: Link,
};

export const iconOfBlock = (type: unknown): LucideIcon => blockIcons[type as BlockType] ?? Square;
