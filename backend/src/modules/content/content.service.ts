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
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import type { AdminChanged } from '../audit/index.js';
import { ObjectStorage } from '../storage/index.js';
import { storeContentPhoto } from './content-photos.js';
import { CONTENT_SEED } from './content.seed-documents.js';
import { ContentDraft } from './entities/content-draft.entity.js';
import { ContentVersion } from './entities/content-version.entity.js';

/**
 * Bytes of one document as JSON. A MySQL TEXT column holds 65,535: the `admin.changed` event carries the
 * document before and after in one (its payload), so each stays under half of it.
 */
const DOCUMENT_BYTES_MAX = 30_000;

/** Who acts: the admin of the token. */
export interface ContentActor {
  id: number;
  name: string;
}

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
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    caches: ListCaches,
    private readonly storage: ObjectStorage,
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
    const [published, draft] = await Promise.all([
      this.loadPublished(page),
      this.tx.manager().findOne(ContentDraft, { where: { page } }),
    ]);
    return {
      page,
      document: draft
        ? (JSON.parse(draft.document) as AdminContent['document'])
        : published.document,
      has_draft: !!draft,
      published_version: published.version,
      draft_updated_at: draft ? draft.updatedAt.toISOString() : null,
      draft_updated_by: draft?.updatedByName ?? null,
    };
  }

  async saveDraft(
    page: ContentPageId,
    document: unknown,
    actor: ContentActor,
  ): Promise<AdminContent> {
    const json = this.checked(page, document);
    await this.tx.run(async (em) => {
      const before = await em.findOne(ContentDraft, { where: { page } });
      await em.save(
        em.create(ContentDraft, {
          page,
          document: json,
          updatedBy: actor.id,
          updatedByName: actor.name.slice(0, 100),
          updatedAt: new Date(),
        }),
      );
      await this.changed(
        actor,
        page,
        'save_draft',
        before ? JSON.parse(before.document) : null,
        document,
      );
    });
    return this.forAdmin(page);
  }

  /** Makes the draft (or, without one, nothing new: 400) the next published version. */
  async publish(page: ContentPageId, actor: ContentActor): Promise<PublishedContent> {
    await this.newVersion(() =>
      this.tx.run(async (em) => {
        const draft = await em.findOne(ContentDraft, { where: { page } });
        const current = await this.loadPublished(page);
        const json = draft?.document ?? JSON.stringify(current.document);
        await this.addVersion(page, json, actor, null, current.version);
        if (draft) await em.delete(ContentDraft, { page });
        await this.changed(actor, page, 'publish', current.document, JSON.parse(json));
      }),
    );
    this.cache.clear();
    return this.loadPublished(page);
  }

  async versions(page: ContentPageId): Promise<ContentVersionDto[]> {
    const rows = await this.tx.manager().find(ContentVersion, {
      where: { page },
      order: { version: 'DESC' },
      select: { version: true, publishedAt: true, publishedByName: true, restoredFrom: true },
    });
    return rows.map((row) => ({
      version: row.version,
      published_at: row.publishedAt.toISOString(),
      published_by: row.publishedByName,
      restored_from: row.restoredFrom,
    }));
  }

  /** Publishes version `version`'s document again, as a new version (history never changes). */
  async restore(
    page: ContentPageId,
    version: number,
    actor: ContentActor,
  ): Promise<PublishedContent> {
    await this.newVersion(() =>
      this.tx.run(async (em) => {
        const old = await em.findOne(ContentVersion, { where: { page, version } });
        if (!old) throw new ApiError('content_version_not_found');
        const current = await this.loadPublished(page);
        await this.addVersion(page, old.document, actor, version, current.version);
        await this.changed(actor, page, 'restore', current.document, JSON.parse(old.document));
      }),
    );
    this.cache.clear();
    return this.loadPublished(page);
  }

  uploadPhoto(
    file: Buffer,
    slot: ContentPhotoSlot,
    focus: { x: number; y: number },
  ): Promise<UploadedContentPhoto> {
    return storeContentPhoto(this.storage, file, slot, focus);
  }

  /**
   * Runs a publish or a restore; two at once on the same page both read version N and one of the two
   * inserts of N + 1 is refused by the unique index: that one runs again (it becomes N + 2).
   */
  private async newVersion(work: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= 3 || !isDuplicateKey(error)) throw error;
      }
    }
  }

  private checked(page: ContentPageId, document: unknown): string {
    const problem = contentProblem(page, document);
    if (problem) throw new ApiError('content_invalid', problem);
    const json = JSON.stringify(document);
    if (Buffer.byteLength(json) > DOCUMENT_BYTES_MAX)
      throw new ApiError('content_invalid', { path: 'document', reason: 'too long' });
    return json;
  }

  private async addVersion(
    page: ContentPageId,
    document: string,
    actor: ContentActor,
    restoredFrom: number | null,
    currentVersion: number,
  ) {
    const em = this.tx.manager();
    await em.insert(ContentVersion, {
      page,
      version: currentVersion + 1,
      document,
      publishedBy: actor.id,
      publishedByName: actor.name.slice(0, 100),
      publishedAt: new Date(),
      restoredFrom,
    });
  }

  private async changed(
    actor: ContentActor,
    page: ContentPageId,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    const event: AdminChanged = {
      actorId: actor.id,
      entity: 'content',
      entityId: page,
      action,
      before,
      after,
    };
    await this.events.publish('admin.changed', event);
  }

  private async loadPublished<P extends ContentPageId>(page: P): Promise<PublishedContent<P>> {
    const latest = await this.tx.manager().findOne(ContentVersion, {
      where: { page },
      order: { version: 'DESC' },
    });
    if (!latest) return { page, version: 0, document: CONTENT_SEED[page] };
    return {
      page,
      version: latest.version,
      document: JSON.parse(latest.document) as ContentDocuments[P],
    };
  }
}
