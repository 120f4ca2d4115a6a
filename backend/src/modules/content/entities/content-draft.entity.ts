import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The draft of one content page (one row per page that has a saved draft). */
@Entity('content_drafts')
export class ContentDraft {
  /** The page's name (`home`, `site`). */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  page: string;

  /** The document as JSON. */
  @Column({ type: 'text' })
  document: string;

  @Column({ name: 'updated_by', type: 'int', nullable: true })
  updatedBy: number | null;

  @Column({ name: 'updated_by_name', type: 'varchar', length: 100, nullable: true })
  updatedByName: string | null;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
