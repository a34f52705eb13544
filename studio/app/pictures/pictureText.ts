import type { PictureInfo } from './picturesApi';

/** `/images/team/ana.jpg` -> `ana.jpg`. */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "640 × 360 px · 52 KB", or what is missing when the file's size cannot be read. */
export function describeSize(picture: Pick<PictureInfo, 'width' | 'height' | 'bytes'>): string {
  const pixels = picture.width && picture.height ? `${picture.width} × ${picture.height} px` : 'size unknown';
  return `${pixels} · ${describeBytes(picture.bytes)}`;
}

/** Pictures whose name (with its sub-folder under /images/) contains every word of the query, in any case. */
export function matching(pictures: readonly PictureInfo[], query: string): PictureInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pictures.filter((picture) => {
    const name = picture.path.replace(/^\/images\//, '').toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
