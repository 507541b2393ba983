import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { TranslationLanguage } from './document-types';

/**
 * An HR document in another language than its English original: its own title, description and
 * sanitized HTML, and its own Updated date. The database allows these for HR documents only.
 */
@Entity({ name: 'document_translations' })
export class DocumentTranslation {
  @PrimaryColumn({ name: 'document_id', type: 'uuid' })
  documentId: string;

  @PrimaryColumn({ type: 'varchar', length: 5 })
  language: TranslationLanguage;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ name: 'content_html', type: 'text' })
  contentHtml: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
