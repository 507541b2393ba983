import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';

/** A photo of an issue: where its two images are kept in the photo store, and their size. */
@Entity({ name: 'issue_photos' })
export class IssuePhoto {
  /** Made by the server before the images are stored, so their keys can carry it. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'issue_id', type: 'uuid' })
  issueId: string;

  @ManyToOne(() => Issue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issue_id' })
  issue?: Issue;

  @Column({ name: 'image_key', type: 'text' })
  imageKey: string;

  @Column({ name: 'thumbnail_key', type: 'text' })
  thumbnailKey: string;

  /** The stored copy's size in pixels and bytes. */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'int' })
  bytes: number;

  @Column({ name: 'uploaded_by_id', type: 'uuid', nullable: true })
  uploadedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_id' })
  uploadedBy?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
