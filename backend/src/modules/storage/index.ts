/** The storage owner's public surface (docs/storage.md): every uploaded file goes through ObjectStorage. */
export { StorageModule, StoredFiles } from './storage.module.js';
export {
  ObjectStorage,
  PRIVATE_PREFIX,
  SIGNED_URL_DEFAULT_SECONDS,
  SIGNED_URL_MAX_SECONDS,
  isStorageKey,
  type ByteRange,
  type ObjectRead,
  type PutOptions,
  type SignedUrlOptions,
  type StoredObject,
} from './object-storage.js';
export { LocalObjectStorage } from './local-storage.js';
export { S3ObjectStorage, s3Client } from './s3-storage.js';
export { UrlSigner } from './url-signer.js';
export { STORAGE_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { StorageModule } from './storage.module.js';
import { STORAGE_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const STORAGE_FEATURE = defineFeature({
  name: 'storage',
  module: StorageModule,
  errors: STORAGE_ERRORS,
});
