import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicContentData, PublicPreviewAccess } from '../../common/http/public-site-data.js';
import { AuthModule } from '../auth/index.js';
import { StorageModule } from '../storage/index.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { ContentDraft } from './entities/content-draft.entity.js';
import { ContentVersion } from './entities/content-version.entity.js';
import { ContentPreviewAccess, PreviewTokens } from './preview-access.js';
import { VersionedDocuments } from './versioned-documents.js';

@Module({
  imports: [AuthModule, StorageModule, TypeOrmModule.forFeature([ContentDraft, ContentVersion])],
  controllers: [ContentController],
  providers: [
    ContentService,
    VersionedDocuments,
    PreviewTokens,
    { provide: PublicContentData, useExisting: ContentService },
    { provide: PublicPreviewAccess, useClass: ContentPreviewAccess },
  ],
  /**
   * PublicContentData: the content of the server-rendered public pages (configure-app.ts).
   * VersionedDocuments: the drafts-and-versions machinery, for other edited documents (message wording).
   */
  exports: [ContentService, VersionedDocuments, PublicContentData, PublicPreviewAccess],
})
export class ContentModule {}
