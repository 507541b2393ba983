// Photos made by the tests with sharp: a camera's JPEG with its GPS position and orientation in
// EXIF, a small PNG, and bytes that only claim to be a photo.
import exifReader from 'exif-reader';
import sharp from 'sharp';

/**
 * A landscape JPEG (`width` x `height` as stored) whose EXIF says to turn it 90° clockwise
 * (orientation 6, as a phone held upright writes it) and where it was taken (GPS).
 */
export async function cameraJpeg(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Site Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 5/1', GPSLongitudeRef: 'W', GPSLongitude: '87/1 37/1 45/1' },
    })
    .toBuffer();
}

export async function smallPng(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A photo-sized file of noise that is no image: what a camera's JPEG of `bytes` would weigh. */
export function notAPhoto(bytes: number): Buffer {
  return Buffer.alloc(bytes, 'This is not a photo. ');
}

/** What an image's EXIF says (null: it has none), read by exif-reader. */
export async function exifOf(image: Buffer): Promise<ReturnType<typeof exifReader> | null> {
  const { exif } = await sharp(image).metadata();
  return exif ? exifReader(exif) : null;
}
