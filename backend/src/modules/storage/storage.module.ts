import { Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { STORAGE_CONFIG, type StorageConfig } from '../../config/storage.config.js';
import { LocalObjectStorage } from './local-storage.js';
import { ObjectStorage } from './object-storage.js';
import { S3ObjectStorage } from './s3-storage.js';
import { storedFilesHandler } from './stored-files.js';
import { UrlSigner } from './url-signer.js';

/** The `/uploads` route of the stored files (configure-app.ts mounts it), and the store's shutdown. */
@Injectable()
export class StoredFiles implements OnModuleDestroy {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly signer: UrlSigner,
  ) {}

  handler(): RequestHandler {
    return storedFilesHandler(this.storage, this.signer);
  }

  onModuleDestroy() {
    if (this.storage instanceof S3ObjectStorage) this.storage.close();
  }
}

@Module({
  providers: [
    {
      provide: UrlSigner,
      inject: [AUTH_CONFIG],
      useFactory: (auth: AuthConfig) => new UrlSigner(auth.jwtSecret),
    },
    {
      provide: ObjectStorage,
      inject: [STORAGE_CONFIG, SITE_CONFIG, UrlSigner],
      useFactory: (storage: StorageConfig, site: SiteConfig, signer: UrlSigner) =>
        storage.s3
          ? new S3ObjectStorage(storage.s3)
          : new LocalObjectStorage(storage.uploadsDir, signer, site.publicUrl),
    },
    StoredFiles,
  ],
  exports: [ObjectStorage, StoredFiles],
})
export class StorageModule {}
