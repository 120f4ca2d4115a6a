import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BLOG_DEFAULTS, type Blog as BlogDto } from '@yoga/contracts';
import { keepJson } from '../../common/http/kept-json.js';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { toBlogDto, type BlogFields } from './blogs.mapper.js';
import type { CreateBlogDto } from './dto/create-blog.dto.js';
import type { UpdateBlogDto } from './dto/update-blog.dto.js';
import { WELCOME_POST } from './demo-content.js';
import { Blog } from './entities/blog.entity.js';
import { removeThumbnail, storeThumbnail } from './thumbnail.js';
import { ApiError } from '../../common/errors/api-error.js';
import { ObjectStorage } from '../storage/index.js';
import { Transactions } from '../../database/transactions.js';
import { changedOnly, DomainEvents } from '../../events/index.js';

const orDefault = (value: string | undefined, fallback: string) =>
  value?.trim() ? value : fallback;
/** An optional text: blank is none. */
const orNull = (value: string | undefined) => (value?.trim() ? value : null);

/** What the audit log keeps of a post. */
const auditOf = (b: Blog): Record<string, unknown> => ({
  title: b.title,
  title_hi: b.titleHi,
  category: b.category,
  description: b.description,
  description_hi: b.descriptionHi,
  author: b.author,
  time_to_read: b.timeToRead,
  thumbnail: b.thumbnail,
});

@Injectable()
export class BlogsService {
  private readonly cache: ListCache<{ items: BlogDto[]; total: number }>;

  constructor(
    @InjectRepository(Blog) private readonly repo: Repository<Blog>,
    private readonly storage: ObjectStorage,
    caches: ListCaches,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {
    this.cache = caches.create('blogs');
  }

  /** Newest first; a hot public read, so a short-lived cache sits in front of the query. */
  list(query: PageQueryDto): Promise<{ items: BlogDto[]; total: number }> {
    return this.cache.get(JSON.stringify([query.page, query.limit]), () => this.query(query));
  }

  private async query(query: PageQueryDto): Promise<{ items: BlogDto[]; total: number }> {
    const { skip, take } = toPage(query);
    const [rows, count] = await Promise.all([
      this.repo.query(
        'SELECT id, title, category, description, title_hi AS `titleHi`, description_hi AS `descriptionHi`, ' +
          'author, time_to_read AS `timeToRead`, thumbnail, ' +
          'created_at AS `createdAt` FROM blogs ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        [take, skip],
      ) as Promise<BlogFields[]>,
      this.repo.query('SELECT COUNT(*) AS total FROM blogs') as Promise<
        { total: number | string }[]
      >,
    ]);
    return { items: keepJson(rows.map(toBlogDto)), total: Number(count[0]?.total ?? 0) };
  }

  private async find(id: number): Promise<Blog> {
    const blog = await this.repo.findOneBy({ id });
    if (!blog) throw new ApiError('blog_not_found');
    return blog;
  }

  async get(id: number): Promise<BlogDto> {
    return toBlogDto(await this.find(id));
  }

  /** The audit log's entry of an admin's change to a post (in the change's transaction). */
  private async audit(
    actorId: number,
    action: 'create' | 'update' | 'delete',
    before: Blog | null,
    after: Blog | null,
  ): Promise<void> {
    const change = changedOnly(before && auditOf(before), after && auditOf(after));
    if (!change) return;
    const named = (after ?? before)!;
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'blog',
      entityId: String(named.id),
      action,
      label: named.title,
      ...change,
    });
  }

  async create(
    actorId: number,
    dto: CreateBlogDto,
    adminName: string | undefined,
    file: Buffer | undefined,
  ): Promise<BlogDto> {
    const thumbnail = file ? await storeThumbnail(this.storage, file) : null;
    try {
      const blog = this.repo.create({
        title: dto.title,
        category: orDefault(dto.category, BLOG_DEFAULTS.category),
        description: dto.description ?? null,
        titleHi: orNull(dto.title_hi),
        descriptionHi: orNull(dto.description_hi),
        author: orDefault(dto.author, orDefault(adminName, BLOG_DEFAULTS.author)),
        timeToRead: orDefault(dto.time_to_read, BLOG_DEFAULTS.timeToRead),
        thumbnail,
      });
      const saved = await this.tx.run(async (em) => {
        const row = await em.save(blog);
        await this.audit(actorId, 'create', null, row);
        return row;
      });
      this.cache.clear();
      return toBlogDto(saved);
    } catch (error) {
      await removeThumbnail(this.storage, thumbnail);
      throw error;
    }
  }

  /**
   * PATCH: the fields given (blank optional texts removed), and a new picture when one is sent: stored
   * first, the post saved, then the old picture's files removed (a failed save removes the new ones).
   */
  async update(
    actorId: number,
    id: number,
    dto: UpdateBlogDto,
    file: Buffer | undefined,
  ): Promise<BlogDto> {
    const blog = await this.find(id);
    const original = Object.assign(new Blog(), blog);
    const thumbnail = file ? await storeThumbnail(this.storage, file) : null;
    const previous = blog.thumbnail;
    try {
      if (dto.title !== undefined) blog.title = dto.title;
      if (dto.category !== undefined)
        blog.category = orDefault(dto.category, BLOG_DEFAULTS.category);
      if (dto.description !== undefined) blog.description = orNull(dto.description);
      if (dto.author !== undefined) blog.author = orDefault(dto.author, blog.author);
      if (dto.time_to_read !== undefined)
        blog.timeToRead = orDefault(dto.time_to_read, BLOG_DEFAULTS.timeToRead);
      if (dto.title_hi !== undefined) blog.titleHi = orNull(dto.title_hi);
      if (dto.description_hi !== undefined) blog.descriptionHi = orNull(dto.description_hi);
      if (thumbnail) blog.thumbnail = thumbnail;
      const saved = await this.tx.run(async (em) => {
        const row = await em.save(blog);
        await this.audit(actorId, 'update', original, row);
        return row;
      });
      this.cache.clear();
      if (thumbnail) await removeThumbnail(this.storage, previous);
      return toBlogDto(saved);
    } catch (error) {
      await removeThumbnail(this.storage, thumbnail);
      throw error;
    }
  }

  async remove(actorId: number, id: number): Promise<void> {
    const blog = await this.find(id);
    await this.tx.run(async (em) => {
      await em.delete(Blog, { id });
      await this.audit(actorId, 'delete', blog, null);
    });
    this.cache.clear();
    await removeThumbnail(this.storage, blog.thumbnail);
  }

  /**
   * SEED_DEMO: a welcome post into an empty blog (run by the app's seed at start), by `author` (the
   * business's name: the post speaks for it), never the role word "Admin".
   */
  async seedWelcomePost(author: string): Promise<boolean> {
    if ((await this.repo.count()) > 0) return false;
    await this.repo.save(this.repo.create({ ...WELCOME_POST, author }));
    this.cache.clear();
    return true;
  }
}
