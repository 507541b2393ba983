import { ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { msg } from '../i18n/message';
import { IssueJson, IssuesRepository } from '../issues/issues.repository';
import type { User } from '../users/user.entity';
import { IssuePhotosRepository } from './issue-photos.repository';
import { PHOTO_CONTENT_TYPE, processPhoto } from './photo-image';
import { IssuePhotoJson, issuePhotoJson } from './photo-urls';
import { PHOTO_STORAGE, type PhotoStorage } from './storage/photo-storage';

/** Photos an issue may have. */
export const MAX_PHOTOS_PER_ISSUE = 5;

export type PhotoVariant = 'image' | 'thumbnail';

/**
 * Who sees an issue, and so its photos: admins and foremen read every issue (GET /api/issues,
 * one list for all of them), and the person who reported it (a worker reports but has no list).
 */
export function maySeeIssue(user: User, issue: IssueJson): boolean {
  return user.role === 'admin' || user.role === 'foreman' || issue.reportedById === user.id;
}

/** Who adds photos: the reporter, the issue's site's foreman, an admin (those who answer for it, as for its status). */
export function mayAddPhotos(user: User, issue: IssueJson): boolean {
  return user.role === 'admin' || issue.reportedById === user.id || (user.role === 'foreman' && issue.jobSite?.foremanId === user.id);
}

@Injectable()
export class IssuePhotosService {
  private readonly logger = new Logger(IssuePhotosService.name);

  constructor(
    private readonly issues: IssuesRepository,
    private readonly photos: IssuePhotosRepository,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  /**
   * Adds a photo: who may is checked, and the limit, before the upload (already read into memory by
   * the multipart hook) is taken (`read`), so a refusal says why before a missing file is a 400 and
   * costs no image work; then the image is checked and made (photo-image.ts), both images
   * are stored and the row is inserted under the limit (the database decides the 5th). A refused
   * insert removes what it stored.
   */
  async add(user: User, issueId: string, read: () => Buffer): Promise<IssuePhotoJson> {
    const issue = await this.visibleIssue(user, issueId);
    if (!mayAddPhotos(user, issue)) throw new ForbiddenException(msg('errors.issuePhotos.mayNotAdd'));
    const tooMany = () => new ConflictException(msg('errors.issuePhotos.tooMany', { max: MAX_PHOTOS_PER_ISSUE }));
    if ((await this.photos.countOf(issueId)) >= MAX_PHOTOS_PER_ISSUE) throw tooMany();
    const { image, thumbnail } = await processPhoto(read());
    const id = randomUUID();
    const keys = { imageKey: `issue-photos/${issueId}/${id}.jpg`, thumbnailKey: `issue-photos/${issueId}/${id}-thumbnail.jpg` };
    await Promise.all([
      this.storage.put(keys.imageKey, image.bytes, PHOTO_CONTENT_TYPE),
      this.storage.put(keys.thumbnailKey, thumbnail.bytes, PHOTO_CONTENT_TYPE),
    ]);
    let outcome: Awaited<ReturnType<IssuePhotosRepository['insertWithinLimit']>>;
    try {
      outcome = await this.photos.insertWithinLimit(
        { id, issueId, ...keys, width: image.width, height: image.height, bytes: image.bytes.length, uploadedById: user.id },
        MAX_PHOTOS_PER_ISSUE,
      );
    } catch (error) {
      await this.forget([keys.imageKey, keys.thumbnailKey]);
      throw error;
    }
    if (outcome !== 'stored') {
      await this.forget([keys.imageKey, keys.thumbnailKey]);
      throw outcome === 'full' ? tooMany() : new NotFoundException(msg('errors.issues.notFound'));
    }
    return issuePhotoJson(issueId, id);
  }

  /** A photo's stored copy or thumbnail, to whoever may see its issue; anyone else a 404, as for a photo that is not there. */
  async bytes(user: User, issueId: string, photoId: string, variant: PhotoVariant): Promise<Buffer> {
    await this.visibleIssue(user, issueId);
    const photo = await this.photos.find(issueId, photoId);
    if (!photo) throw new NotFoundException(msg('errors.issuePhotos.notFound'));
    const bytes = await this.storage.get(variant === 'image' ? photo.imageKey : photo.thumbnailKey);
    if (!bytes) {
      // The row is there, its file is not: a store emptied or changed by hand.
      this.logger.error(`Issue photo ${photoId}: its ${variant} is missing from the photo store`);
      throw new NotFoundException(msg('errors.issuePhotos.notFound'));
    }
    return bytes;
  }

  /** The issue, when the caller may see it; otherwise a 404 (its existence is not theirs to learn). */
  private async visibleIssue(user: User, issueId: string): Promise<IssueJson> {
    const issue = await this.issues.findById(issueId);
    if (!issue || !maySeeIssue(user, issue)) throw new NotFoundException(msg('errors.issues.notFound'));
    return issue;
  }

  private async forget(keys: string[]): Promise<void> {
    await this.storage.delete(keys).catch((error: Error) => this.logger.warn(`Could not remove refused photo files ${keys.join(', ')}: ${error.message}`));
  }
}
