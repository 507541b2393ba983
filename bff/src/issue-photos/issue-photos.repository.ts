// Issue photos' rows: the count an issue has, a new photo within the limit, and one photo's keys.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Issue } from '../issues/issue.entity';
import { IssuePhoto } from './issue-photo.entity';

export type NewIssuePhoto = Pick<IssuePhoto, 'id' | 'issueId' | 'imageKey' | 'thumbnailKey' | 'width' | 'height' | 'bytes' | 'uploadedById'>;

/** What became of an insert: stored, refused for the limit, or the issue is gone. */
export type PhotoInsert = 'stored' | 'full' | 'no-issue';

@Injectable()
export class IssuePhotosRepository {
  constructor(@InjectRepository(IssuePhoto) private readonly photos: Repository<IssuePhoto>) {}

  async countOf(issueId: string): Promise<number> {
    return this.photos.countBy({ issueId });
  }

  /**
   * Inserts the photo unless its issue already has `max`. The count is read under the issue's row
   * lock (FOR NO KEY UPDATE: uploads to one issue queue behind each other, while the foreign key's
   * own KEY SHARE lock and readers pass), so two uploads at once cannot both be the 5th.
   */
  async insertWithinLimit(photo: NewIssuePhoto, max: number): Promise<PhotoInsert> {
    return this.photos.manager.transaction(async (manager) => {
      const locked = await manager
        .createQueryBuilder(Issue, 'issue')
        .select('issue.id')
        .where('issue.id = :id', { id: photo.issueId })
        .setLock('for_no_key_update')
        .getOne();
      if (!locked) return 'no-issue';
      if ((await manager.countBy(IssuePhoto, { issueId: photo.issueId })) >= max) return 'full';
      await manager.insert(IssuePhoto, photo);
      return 'stored';
    });
  }

  async find(issueId: string, photoId: string): Promise<IssuePhoto | null> {
    return this.photos.findOneBy({ id: photoId, issueId });
  }
}
