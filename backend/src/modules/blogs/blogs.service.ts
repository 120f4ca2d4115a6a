import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BLOG_DEFAULTS, type Blog as BlogDto } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { iso } from '../../common/http/iso.js';
import { toPage, type PageQueryDto } from '../../common/paging/page-query.dto.js';
import type { CreateBlogDto } from './dto/create-blog.dto.js';
import { Blog } from './entities/blog.entity.js';
import { removeThumbnail, storeThumbnail } from './thumbnail.js';

export function toBlogDto(b: Blog): BlogDto {
  return {
    id: b.id,
    title: b.title,
    category: b.category,
    description: b.description,
    author: b.author,
    time_to_read: b.timeToRead,
    thumbnail: b.thumbnail ? `/uploads/${b.thumbnail}` : null,
    created_at: iso(b.createdAt),
  };
}

const orDefault = (value: string | undefined, fallback: string) =>
  value?.trim() ? value : fallback;

@Injectable()
export class BlogsService {
  constructor(
    @InjectRepository(Blog) private readonly repo: Repository<Blog>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: PageQueryDto): Promise<{ items: BlogDto[]; total: number }> {
    const { skip, take } = toPage(query);
    const [rows, total] = await this.repo.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items: rows.map(toBlogDto), total };
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
      return toBlogDto(await this.repo.save(blog));
    } catch (error) {
      await removeThumbnail(this.config.uploadsDir, thumbnail);
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    const blog = await this.find(id);
    await this.repo.delete({ id });
    await removeThumbnail(this.config.uploadsDir, blog.thumbnail);
  }
}
