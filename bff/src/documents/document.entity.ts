import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from './document-types';

/**
 * An HR or financial document. HR content is sanitized HTML (`contentHtml`), financial content a
 * JSON object (`contentJson`); the database keeps each category to its own column and types.
 */
@Entity({ name: 'documents' })
export class Document {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: DOCUMENT_CATEGORIES, enumName: 'document_category' })
  category: DocumentCategory;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ name: 'document_type', type: 'varchar', length: 40 })
  documentType: string;

  @Column({ name: 'content_html', type: 'text', nullable: true })
  contentHtml: string | null;

  @Column({ name: 'content_json', type: 'jsonb', nullable: true })
  contentJson: Record<string, unknown> | null;

  @Column({ name: 'file_url', type: 'varchar', length: 2000, nullable: true })
  fileUrl: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
