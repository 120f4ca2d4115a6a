import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One published version of a content page: the newest is the live one. Rows are never changed. */
@Entity('content_versions')
@Index('UQ_content_versions_page_version', ['page', 'version'], { unique: true })
export class ContentVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  page: string;

  /** 1, 2, ... per page. */
  @Column({ type: 'int' })
  version: number;

  /** The document as JSON. */
  @Column({ type: 'text' })
  document: string;

  @Column({ name: 'published_by', type: 'int', nullable: true })
  publishedBy: number | null;

  @Column({ name: 'published_by_name', type: 'varchar', length: 100, nullable: true })
  publishedByName: string | null;

  @Column({ name: 'published_at', type: 'datetime', precision: 3 })
  publishedAt: Date;

  /** The version this one restored, if it was made by a restore. */
  @Column({ name: 'restored_from', type: 'int', nullable: true })
  restoredFrom: number | null;
}
