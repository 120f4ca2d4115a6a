import {
  addIstDays,
  istDate,
  istInstant,
  type PublicRenderRequest,
  type WeekSchedule,
} from '@yoga/contracts';

/**
 * What a render of a public page read, and when what it read changes (public-renderer.ts keeps a page
 * until then): the data it was drawn from, noted as it is read, and the invalidations since it began.
 */

/** The tags of data read through a list cache (LIST_CACHE_MS): the posts, the classes, the content. */
const LISTED = /^(blogs|schedule|content(:.*)?)$/;

/** The start of the IST day after `date` (YYYY-MM-DD), in ms. */
const nextIstMidnight = (date: string) => istInstant(addIstDays(date, 1)).getTime();

/** When the schedule a page shows changes by itself: its first class ends, or the week moves on a day. */
function scheduleChangesAt(week: WeekSchedule): number {
  let at = nextIstMidnight(week.from);
  for (const c of week.classes)
    at = Math.min(at, istInstant(c.date, c.time).getTime() + c.duration_minutes * 60_000);
  return at;
}

/** What a render read: the names of its data, until when that stays true by itself, whether it is personal. */
export interface Reads {
  tags: Set<string>;
  expiresAt: number;
  personal: boolean;
}

/** The data a page is drawn from, noting in `reads` what the render read. */
export function readsNoted(
  source: PublicRenderRequest['data'],
  reads: Reads,
  startedAt: number,
  ip: string | undefined,
): PublicRenderRequest['data'] {
  return {
    blogs: () => (reads.tags.add('blogs'), source.blogs()),
    blog: (id) => (reads.tags.add('blogs'), source.blog(id)),
    schedule: async () => {
      reads.tags.add('schedule');
      const week = await source.schedule();
      reads.expiresAt = Math.min(reads.expiresAt, scheduleChangesAt(week));
      return week;
    },
    plans: () => (reads.tags.add('plans'), source.plans()),
    featuredOffer: async () => {
      reads.tags.add('offers');
      // An offer starts and ends with an IST day.
      reads.expiresAt = Math.min(reads.expiresAt, nextIstMidnight(istDate(startedAt)));
      return source.featuredOffer();
    },
    // A certificate is looked up within the visitor's code-guess budget (their address): never kept.
    certificate: (code) => ((reads.personal = true), source.certificate(code, ip)),
    content: (page, draft) => {
      reads.tags.add('content');
      reads.tags.add(`content:${page}`);
      return source.content(page, draft);
    },
  };
}

/**
 * The invalidations so far (a sequence) and the last one of each tag: a render begun before a change of
 * something it read is not kept.
 */
export function invalidationLog(now: () => number) {
  let sequence = 0;
  const last = new Map<string, { seq: number; at: number }>();
  return {
    /** Where the log stands (a render notes it when it begins). */
    position: () => sequence,
    record(tags: readonly string[]) {
      const at = now();
      for (const tag of tags) last.set(tag, { seq: ++sequence, at });
    },
    /**
     * Until when a render begun at `startedAt` (log position `startedSeq`) may be kept, given what it read;
     * null when something it read changed while it rendered (it answers its requests, and is not kept).
     */
    keptUntil(
      reads: Reads,
      startedAt: number,
      startedSeq: number,
      settleMs: number,
    ): number | null {
      let expiresAt = reads.expiresAt;
      for (const tag of ['*', ...reads.tags]) {
        const change = last.get(tag);
        if (!change) continue;
        if (change.seq > startedSeq) return null;
        // Drawn from a list that may still be LIST_CACHE_MS old: kept only until it surely is not.
        if (LISTED.test(tag) && startedAt < change.at + settleMs)
          expiresAt = Math.min(expiresAt, change.at + settleMs + 1);
      }
      return expiresAt;
    },
  };
}
