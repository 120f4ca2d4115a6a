import { Injectable } from '@nestjs/common';
import type { ContentVersion as ContentVersionDto } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import type { AdminChanged, AuditedEntity } from '../audit/index.js';
import { ContentDraft } from './entities/content-draft.entity.js';
import { ContentVersion } from './entities/content-version.entity.js';

/** Who acts: the admin of the token. */
export interface ContentActor {
  id: number;
  name: string;
}

/**
 * One edited document: its key in the drafts and versions tables (a page's name, `message:<kind>`), what
 * the audit log calls it, and its seed (what version 0 is: the site's own text).
 */
export interface DocumentRef {
  key: string;
  entity: AuditedEntity;
  entityId: string;
  seed: () => unknown;
}

/** The live version of a document (0: never published, the seed). */
export interface LiveDocument {
  version: number;
  document: unknown;
}

/** A document as the editor opens it: the draft if any, else the live one. */
export interface EditedDocument {
  document: unknown;
  hasDraft: boolean;
  live: LiveDocument;
  draftUpdatedAt: Date | null;
  draftUpdatedBy: string | null;
}

/** JSON with the keys of every object sorted: two documents that differ only in key order are the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/**
 * The content machinery (docs/content.md): a draft per document, published versions (the newest is live),
 * restore as a new version, and `admin.changed` in the transaction of every change. Used by the public
 * pages' content and by the owner's wording of the messages (the messages module, through this module's
 * door). Publishing (or restoring) what is already live adds no version.
 */
@Injectable()
export class VersionedDocuments {
  constructor(
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {}

  async live(ref: DocumentRef): Promise<LiveDocument> {
    const latest = await this.tx.manager().findOne(ContentVersion, {
      where: { page: ref.key },
      order: { version: 'DESC' },
    });
    if (!latest) return { version: 0, document: ref.seed() };
    return { version: latest.version, document: JSON.parse(latest.document) as unknown };
  }

  /** The live version of each key (0 for a key never published), in one query. */
  async liveVersions(keys: readonly string[]): Promise<Map<string, number>> {
    if (!keys.length) return new Map();
    const rows = await this.tx
      .manager()
      .createQueryBuilder(ContentVersion, 'v')
      .select('v.page', 'page')
      .addSelect('MAX(v.version)', 'version')
      .where('v.page IN (:...keys)', { keys })
      .groupBy('v.page')
      .getRawMany<{ page: string; version: number | string }>();
    return new Map(rows.map((r) => [r.page, Number(r.version)]));
  }

  /** Which of `keys` have a saved draft. */
  async withDrafts(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.tx
      .manager()
      .createQueryBuilder(ContentDraft, 'd')
      .select('d.page', 'page')
      .where('d.page IN (:...keys)', { keys })
      .getRawMany<{ page: string }>();
    return new Set(rows.map((r) => r.page));
  }

  async edited(ref: DocumentRef): Promise<EditedDocument> {
    const [live, draft] = await Promise.all([
      this.live(ref),
      this.tx.manager().findOne(ContentDraft, { where: { page: ref.key } }),
    ]);
    return {
      document: draft ? (JSON.parse(draft.document) as unknown) : live.document,
      hasDraft: !!draft,
      live,
      draftUpdatedAt: draft?.updatedAt ?? null,
      draftUpdatedBy: draft?.updatedByName ?? null,
    };
  }

  /** Stores `document` (already checked by its owner) as the draft. */
  async saveDraft(ref: DocumentRef, document: unknown, actor: ContentActor): Promise<void> {
    await this.tx.run(async (em) => {
      const before = await em.findOne(ContentDraft, { where: { page: ref.key } });
      await em.save(
        em.create(ContentDraft, {
          page: ref.key,
          document: JSON.stringify(document),
          updatedBy: actor.id,
          updatedByName: actor.name.slice(0, 100),
          updatedAt: new Date(),
        }),
      );
      await this.changed(
        actor,
        ref,
        'save_draft',
        before ? JSON.parse(before.document) : null,
        document,
      );
    });
  }

  /**
   * Makes the draft the next version. A draft equal to the live document (or no draft) adds nothing: the
   * draft is dropped and false is answered.
   */
  async publish(ref: DocumentRef, actor: ContentActor): Promise<boolean> {
    return this.newVersion(() =>
      this.tx.run(async (em) => {
        const draft = await em.findOne(ContentDraft, { where: { page: ref.key } });
        const current = await this.live(ref);
        const next = draft ? (JSON.parse(draft.document) as unknown) : current.document;
        if (draft) await em.delete(ContentDraft, { page: ref.key });
        if (canonicalJson(next) === canonicalJson(current.document)) return false;
        await this.addVersion(ref, JSON.stringify(next), actor, null, current.version);
        await this.changed(actor, ref, 'publish', current.document, next);
        return true;
      }),
    );
  }

  async versions(ref: DocumentRef): Promise<ContentVersionDto[]> {
    const rows = await this.tx.manager().find(ContentVersion, {
      where: { page: ref.key },
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

  /**
   * Publishes version `version`'s document again, as a new version (history never changes); nothing when
   * it is the live document already (false).
   */
  async restore(ref: DocumentRef, version: number, actor: ContentActor): Promise<boolean> {
    return this.newVersion(() =>
      this.tx.run(async (em) => {
        const old = await em.findOne(ContentVersion, { where: { page: ref.key, version } });
        if (!old) throw new ApiError('content_version_not_found');
        const current = await this.live(ref);
        const document = JSON.parse(old.document) as unknown;
        if (canonicalJson(document) === canonicalJson(current.document)) return false;
        await this.addVersion(ref, old.document, actor, version, current.version);
        await this.changed(actor, ref, 'restore', current.document, document);
        return true;
      }),
    );
  }

  /**
   * Runs a publish or a restore; two at once on the same document both read version N and one of the two
   * inserts of N + 1 is refused by the unique index: that one runs again (it becomes N + 2).
   */
  private async newVersion<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= 3 || !isDuplicateKey(error)) throw error;
      }
    }
  }

  private async addVersion(
    ref: DocumentRef,
    document: string,
    actor: ContentActor,
    restoredFrom: number | null,
    currentVersion: number,
  ) {
    await this.tx.manager().insert(ContentVersion, {
      page: ref.key,
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
    ref: DocumentRef,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    const event: AdminChanged = {
      actorId: actor.id,
      entity: ref.entity,
      entityId: ref.entityId,
      action,
      before,
      after,
    };
    await this.events.publish('admin.changed', event);
  }
}
