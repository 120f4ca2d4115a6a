import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BLOG_DEFAULTS, type Blog as BlogDto } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import { toBlogDto, type BlogFields } from './blogs.mapper.js';
import type { CreateBlogDto } from './dto/create-blog.dto.js';
import { Blog } from './entities/blog.entity.js';
import { removeThumbnail, storeThumbnail } from './thumbnail.js';

const orDefault = (value: string | undefined, fallback: string) =>
  value?.trim() ? value : fallback;

@Injectable()
export class BlogsService {
  private readonly cache: ListCache<{ items: BlogDto[]; total: number }>;

  constructor(
    @InjectRepository(Blog) private readonly repo: Repository<Blog>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    caches: ListCaches,
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
        'SELECT id, title, category, description, author, time_to_read AS `timeToRead`, thumbnail, ' +
          'created_at AS `createdAt` FROM blogs ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        [take, skip],
      ) as Promise<BlogFields[]>,
      this.repo.query('SELECT COUNT(*) AS total FROM blogs') as Promise<
        { total: number | string }[]
      >,
    ]);
    return { items: rows.map(toBlogDto), total: Number(count[0]?.total ?? 0) };
  }

  private async find(id: number): Promise<Blog> {
    const blog = await this.repo.findOneBy({ id });
    if (!blog) throw new NotFoundException('Blog not found.');
    return blog;
  }

  async get(id: number): Promise<BlogDto> {
    return toBlogDto(await this.find(id));
  }

  async create(
    dto: CreateBlogDto,
    adminName: string | undefined,
    file: Buffer | undefined,
  ): Promise<BlogDto> {
    const thumbnail = file ? await storeThumbnail(this.config.uploadsDir, file) : null;
    try {
      const blog = this.repo.create({
        title: dto.title,
        category: orDefault(dto.category, BLOG_DEFAULTS.category),
        description: dto.description ?? null,
        author: orDefault(dto.author, orDefault(adminName, BLOG_DEFAULTS.author)),
        timeToRead: orDefault(dto.time_to_read, BLOG_DEFAULTS.timeToRead),
        thumbnail,
      });
      const saved = await this.repo.save(blog);
      this.cache.clear();
      return toBlogDto(saved);
    } catch (error) {
      await removeThumbnail(this.config.uploadsDir, thumbnail);
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    const blog = await this.find(id);
    await this.repo.delete({ id });
    this.cache.clear();
    await removeThumbnail(this.config.uploadsDir, blog.thumbnail);
  }
}
