import { Injectable } from '@nestjs/common';
import type { Blog } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { PublicSiteData } from '../../common/http/public-site-data.js';
import { BlogsService } from './blogs.service.js';

/** The posts of the public pages and the sitemap: the same answers as GET /api/blogs/all and /:id. */
@Injectable()
export class BlogsSiteData extends PublicSiteData {
  constructor(private readonly posts: BlogsService) {
    super();
  }

  async blogs(): Promise<Blog[]> {
    return (await this.posts.list(new PageQueryDto())).items;
  }

  blog(id: number): Promise<Blog | undefined> {
    return this.posts.get(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'blog_not_found') return undefined;
      throw error;
    });
  }
}
