import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/** Issue 23: a blog post's optional Hindi version (title and text), shown on /hi/blogs/…. */
export class BlogHindi1795800000100 implements MigrationInterface {
  name = 'BlogHindi1795800000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns(
      'blogs',
      [
        c.varchar('title_hi', 200, { nullable: true }),
        c.text('description_hi', { nullable: true }),
      ].map((options) => new TableColumn(options)),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blogs', 'description_hi');
    await queryRunner.dropColumn('blogs', 'title_hi');
  }
}
