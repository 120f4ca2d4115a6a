import { Injectable } from '@nestjs/common';
import {
  contentProblem,
  isContentPage,
  type AdminContent,
  type ContentDocuments,
  type ContentPageId,
  type ContentPhotoSlot,
  type ContentVersion as ContentVersionDto,
  type PublishedContent,
  type UploadedContentPhoto,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import {
  PUBLIC_CONTENT_CACHE,
  type PublicContentData,
} from '../../common/http/public-site-data.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { ObjectStorage } from '../storage/index.js';
import { storeContentPhoto } from './content-photos.js';
import { contentSeed } from './content.seed.js';
import { VersionedDocuments, type ContentActor, type DocumentRef } from './versioned-documents.js';

/**
 * Bytes of one document as JSON. A MySQL TEXT column holds 65,535: the `admin.changed` event carries the
 * document before and after in one (its payload), so each stays under half of it.
 */
const DOCUMENT_BYTES_MAX = 30_000;

export type { ContentActor };

/**
 * The content of the public pages (docs/content.md): a draft per page, published versions (the newest is
 * live; a page never published shows its seed, version 0), restore as a new version. Every change
 * publishes `admin.changed` in its transaction; a publish or restore clears the published-content cache
 * here and on every instance (Redis pub/sub through ListCaches), and with it the rendered pages.
 */
@Injectable()
export class ContentService implements PublicContentData {
  private readonly cache: ListCache<PublishedContent>;

  constructor(
    private readonly documents: VersionedDocuments,
    caches: ListCaches,
    private readonly storage: ObjectStorage,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {
    this.cache = caches.create<PublishedContent>(PUBLIC_CONTENT_CACHE);
  }

  /** The page named in a URL, or 404 content_page_not_found. */
  page(name: string): ContentPageId {
    if (!isContentPage(name)) throw new ApiError('content_page_not_found');
    return name;
  }

  /** GET /api/content/:page and the server-rendered pages. */
  published<P extends ContentPageId>(page: P): Promise<PublishedContent<P>> {
    return this.cache.get(page, () => this.loadPublished(page)) as Promise<PublishedContent<P>>;
  }

  /** The server-rendered pages' read (PublicContentData): published, or the draft for a preview. */
  readonly content = async <P extends ContentPageId>(
    page: P,
    draft: boolean,
  ): Promise<ContentDocuments[P]> =>
    draft ? this.draftDocument(page) : (await this.published(page)).document;

  /** The document a preview draws: the draft, else the published one. */
  async draftDocument<P extends ContentPageId>(page: P): Promise<ContentDocuments[P]> {
    return (await this.forAdmin(page)).document as ContentDocuments[P];
  }

  async forAdmin(page: ContentPageId): Promise<AdminContent> {
    const edited = await this.documents.edited(this.ref(page));
    return {
      page,
      document: edited.document as AdminContent['document'],
      has_draft: edited.hasDraft,
      published_version: edited.live.version,
      draft_updated_at: edited.draftUpdatedAt ? edited.draftUpdatedAt.toISOString() : null,
      draft_updated_by: edited.draftUpdatedBy,
    };
  }

  async saveDraft(
    page: ContentPageId,
    document: unknown,
    actor: ContentActor,
  ): Promise<AdminContent> {
    this.checked(page, document);
    await this.documents.saveDraft(this.ref(page), document, actor);
    return this.forAdmin(page);
  }

  /**
   * Makes the draft the next published version. Nothing new (no draft, or a draft equal to the live
   * page) adds no version: the live one is answered as it is.
   */
  async publish(page: ContentPageId, actor: ContentActor): Promise<PublishedContent> {
    if (await this.documents.publish(this.ref(page), actor)) this.cache.clear();
    return this.loadPublished(page);
  }

  versions(page: ContentPageId): Promise<ContentVersionDto[]> {
    return this.documents.versions(this.ref(page));
  }

  /** Publishes version `version`'s document again, as a new version (history never changes). */
  async restore(
    page: ContentPageId,
    version: number,
    actor: ContentActor,
  ): Promise<PublishedContent> {
    if (await this.documents.restore(this.ref(page), version, actor)) this.cache.clear();
    return this.loadPublished(page);
  }

  async uploadPhoto(
    actorId: number,
    file: Buffer,
    slot: ContentPhotoSlot,
    focus: { x: number; y: number },
  ): Promise<UploadedContentPhoto> {
    const photo = await storeContentPhoto(this.storage, file, slot, focus);
    // The audit log: who uploaded which photo (the files are written; no row goes with them).
    await this.tx.run(() =>
      this.events.publish('admin.changed', {
        actorId,
        entity: 'content_photo',
        entityId: photo.src.slice(0, 100),
        action: 'upload',
        before: null,
        after: { slot, src: photo.src, width: photo.width, height: photo.height },
      }),
    );
    return photo;
  }

  private checked(page: ContentPageId, document: unknown): string {
    const problem = contentProblem(page, document);
    if (problem) throw new ApiError('content_invalid', { ...problem });
    const json = JSON.stringify(document);
    if (Buffer.byteLength(json) > DOCUMENT_BYTES_MAX)
      throw new ApiError('content_invalid', { path: 'document', reason: 'too long' });
    return json;
  }

  private ref(page: ContentPageId): DocumentRef {
    return { key: page, entity: 'content', entityId: page, seed: () => contentSeed(page) };
  }

  private async loadPublished<P extends ContentPageId>(page: P): Promise<PublishedContent<P>> {
    const live = await this.documents.live(this.ref(page));
    return { page, version: live.version, document: live.document as ContentDocuments[P] };
  }
}
