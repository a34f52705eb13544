// The studio server's picture requests (studio/server/images.ts): list, thumbnail address, upload.
import type { PictureInfo } from '../../server/images';

export type { PictureInfo };

/** What the server takes; checked here too, so a file far too large is refused before minutes of uploading. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_PICTURES = 'image/png,image/jpeg,image/webp,image/avif,image/svg+xml,.png,.jpg,.jpeg,.webp,.avif,.svg';

/**
 * The picture from the studio server (with nosniff, and a sandbox for SVG); a large photo comes as a copy at most 640
 * pixels across, so a grid of full-size photos stays quick. A picture elsewhere under public/ (a video's poster in
 * /media/, say) is shown from where the preview serves it.
 */
export const thumbnailUrl = (path: string) => (path.startsWith('/images/') ? `/api/images/file?path=${encodeURIComponent(path)}&size=thumbnail` : path);

/** The server's reasons for refusing, in its own plain words (several for an SVG with several problems). */
async function reasonsOf(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as { error?: string; reasons?: string[] };
    if (body.reasons?.length) return body.reasons;
    if (body.error) return [body.error];
  } catch {
    // not JSON: say what happened below
  }
  return [`The studio server refused the request (HTTP ${response.status}).`];
}

export async function fetchPictures(): Promise<PictureInfo[]> {
  const response = await fetch('/api/images');
  if (!response.ok) throw new Error((await reasonsOf(response)).join(' '));
  return ((await response.json()) as { pictures: PictureInfo[] }).pictures;
}

export type UploadResult = { kind: 'saved'; picture: PictureInfo } | { kind: 'refused'; reasons: string[] };

export async function uploadPicture(file: File): Promise<UploadResult> {
  if (file.size > MAX_PICTURE_BYTES) {
    return { kind: 'refused', reasons: [`${file.name} is larger than 20 MB, the most the studio takes. Save it smaller (a web page needs at most about 2,500 pixels across) and upload it again.`] };
  }
  let response: Response;
  try {
    response = await fetch('/api/images', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      body: file,
    });
  } catch {
    return { kind: 'refused', reasons: ['The studio server could not be reached. Is `npm run studio` still running?'] };
  }
  if (response.status === 201) return { kind: 'saved', picture: ((await response.json()) as { picture: PictureInfo }).picture };
  return { kind: 'refused', reasons: await reasonsOf(response) };
}
