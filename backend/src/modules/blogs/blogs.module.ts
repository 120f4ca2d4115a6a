import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicSiteData } from '../../common/http/public-site-data.js';
import { StorageModule } from '../storage/index.js';
import { BlogsSiteData } from './blogs-site-data.js';
import { BlogsController } from './blogs.controller.js';
import { BlogsService } from './blogs.service.js';
import { Blog } from './entities/blog.entity.js';

@Module({
  imports: [StorageModule, TypeOrmModule.forFeature([Blog])],
  controllers: [BlogsController],
  providers: [BlogsService, { provide: PublicSiteData, useClass: BlogsSiteData }],
  /** PublicSiteData: the posts of the server-rendered public pages (configure-app.ts). */
  exports: [BlogsService, PublicSiteData],
})
export class BlogsModule {}
