// Reads the one file of a photo upload (multipart/form-data, field `photo`) into memory, at most
// MAX_PHOTO_BYTES: @fastify/multipart stops reading past the limit, and a request that declares
// more is refused before a byte of it is read. Every way an upload can be malformed is a 400.
// Run by body-parsers.ts' multipart hook before the handler, which takes the bytes from the body.
import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { msg } from '../i18n/message';
import { MAX_PHOTO_BYTES } from './photo-image';

export const PHOTO_FIELD = 'photo';
/** The multipart envelope around the file: boundaries, part headers, a few small fields. */
const ENVELOPE_BYTES = 64 * 1024;

const NO_FILE = msg('errors.issuePhotos.noFile');
const TOO_LARGE = msg('errors.issuePhotos.tooLarge');

export async function readPhotoUpload(request: FastifyRequest): Promise<{ [PHOTO_FIELD]: Buffer }> {
  if (!request.isMultipart()) throw new BadRequestException(NO_FILE);
  if (Number(request.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES + ENVELOPE_BYTES) throw new BadRequestException(TOO_LARGE);
  const errors = request.server.multipartErrors;
  try {
    const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 } });
    if (!file || file.fieldname !== PHOTO_FIELD) throw new BadRequestException(NO_FILE);
    return { [PHOTO_FIELD]: await file.toBuffer() };
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw new BadRequestException(TOO_LARGE);
    // A broken envelope (no boundary, a part cut short, too many parts): the client's mistake.
    throw new BadRequestException(NO_FILE);
  }
}

/** The upload's bytes, read by readPhotoUpload into the body; no file (another Content-Type) is a 400. */
export function uploadedPhoto(request: FastifyRequest): Buffer {
  const photo = (request.body as Partial<Record<typeof PHOTO_FIELD, unknown>> | undefined)?.[PHOTO_FIELD];
  if (!Buffer.isBuffer(photo)) throw new BadRequestException(NO_FILE);
  return photo;
}
