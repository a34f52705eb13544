// The only files the studio reads as content and the only files it ever writes: pages.yaml and nav.yaml at the
// project root. Writes are atomic (a temporary file in the same folder, then a rename), so an editor or a build
// reading the file at that moment sees the old text or the new one, never half of it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const contentFileNames = ['pages.yaml', 'nav.yaml'] as const;
export type ContentFileName = (typeof contentFileNames)[number];

export function isContentFileName(name: string): name is ContentFileName {
  return (contentFileNames as readonly string[]).includes(name);
}

/** The version of a file's text: its SHA-256 in hex, so any change on disk (even one byte) is noticed. */
function versionOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function readContentFile(root: string, name: ContentFileName): { text: string; version: string } {
  const text = readFileSync(join(root, name), 'utf8');
  return { text, version: versionOf(text) };
}

export function writeContentFileAtomically(root: string, name: ContentFileName, text: string): string {
  const target = join(root, name);
  const temporary = join(root, `.${name}.studio-${process.pid}-${Date.now()}.tmp`);
  try {
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return versionOf(text);
}

/** Every file under public/, as the site addresses it: '/images/hero.svg'. */
export function listPublicFiles(root: string): string[] {
  const publicDir = join(root, 'public');
  let entries: string[];
  try {
    entries = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
  return entries.map((file) => `/${relative(publicDir, file).split(sep).join('/')}`).sort();
}
