// The photos chosen for an issue report, before and while they are sent: the rules the server
// holds (at most 5, 15 MB each, images) applied as they are picked, so a person learns at once.

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** `waiting`: not sent yet; `waitingToSend`: kept in the outbox (no network), sent with the day's other writes. */
export type PhotoState = 'waiting' | 'sending' | 'sent' | 'waitingToSend' | 'failed';

export interface PickedPhoto {
  key: string;
  file: File;
  /** An object URL of the file for its preview; revoked when the photo leaves the form. */
  previewUrl: string;
  state: PhotoState;
  /** The server's reason when it refused the photo. */
  error?: string;
}

/** Why a picked file was not added: too many, too big, or no image. */
export type PickRefusal = { reason: 'tooMany'; kept: number } | { reason: 'tooLarge' | 'notImage'; name: string };

let nextKey = 0;

/** Adds `files` to `current` within the limits; what was left out, and why. */
export function pickPhotos(current: readonly PickedPhoto[], files: readonly File[]): { photos: PickedPhoto[]; refused: PickRefusal[] } {
  const photos = [...current];
  const refused: PickRefusal[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) refused.push({ reason: 'notImage', name: file.name });
    else if (file.size > MAX_PHOTO_BYTES) refused.push({ reason: 'tooLarge', name: file.name });
    else if (photos.length >= MAX_PHOTOS) {
      if (!refused.some((refusal) => refusal.reason === 'tooMany')) refused.push({ reason: 'tooMany', kept: MAX_PHOTOS });
    } else {
      nextKey += 1;
      photos.push({ key: `photo-${nextKey}`, file, previewUrl: URL.createObjectURL(file), state: 'waiting' });
    }
  }
  return { photos, refused };
}

export function releasePhotos(photos: readonly PickedPhoto[]): void {
  for (const photo of photos) URL.revokeObjectURL(photo.previewUrl);
}
