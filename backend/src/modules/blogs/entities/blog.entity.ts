import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('blogs')
export class Blog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** The Hindi version's title (null: the post has none; /hi/blogs/… shows the English one). */
  @Column({ name: 'title_hi', type: 'varchar', length: 200, nullable: true })
  titleHi: string | null;

  /** The Hindi version's text (null: /hi/blogs/… shows the English one). */
  @Column({ name: 'description_hi', type: 'text', nullable: true })
  descriptionHi: string | null;

  @Column({ type: 'varchar', length: 100 })
  author: string;

  @Column({ name: 'time_to_read', type: 'varchar', length: 50 })
  timeToRead: string;

  /** File name inside the uploads folder (served at /uploads/<name>). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  thumbnail: string | null;

  @Index('IDX_blogs_created_at')
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
