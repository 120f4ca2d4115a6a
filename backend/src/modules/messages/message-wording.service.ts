import { Inject, Injectable } from '@nestjs/common';
import {
  LANGUAGES,
  MESSAGE_EVENTS,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_REQUIRED_PLACEHOLDERS,
  PUSH_EVENTS,
  USER_ROUTES,
  messageWordingFields,
  messageWordingProblems,
  type AdminMessageWording,
  type ContentVersion,
  type Language,
  type MessageEvent,
  type MessageWording,
  type MessageWordingPreview,
  type MessageWordingProblem,
  type MessageWordingSummary,
  type PublishedMessageWording,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { ListCache } from '../../common/http/list-cache.js';
import { ListCaches } from '../../common/http/list-caches.js';
import { catalogText } from '../../common/i18n/catalog.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { VersionedDocuments, type ContentActor, type DocumentRef } from '../content/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import type { WordingSource } from './providers/message-provider.js';
import { WHATSAPP_PARAMS, renderEmail, renderPush, renderWhatsapp } from './templates.js';

/** The list cache of the published wordings (cleared on every publish and restore, on every instance). */
const WORDING_CACHE = 'message-wording';

/** The catalogue ID of each wording field's site text. */
const CATALOG_FIELD = {
  email_subject: 'subject',
  email_body: 'body',
  push_title: 'push_title',
  push_body: 'push',
} as const;

/** The error message of each kind of problem (error.message_wording_invalid.*). */
const PROBLEM_MESSAGES: Record<MessageWordingProblem['code'], string> = {
  required: 'error.message_wording_invalid.required',
  too_long: 'error.message_wording_invalid.too_long',
  unknown_placeholder: 'error.message_wording_invalid.unknown_placeholder',
  missing_placeholder: 'error.message_wording_invalid.missing_placeholder',
  shape: 'error.message_wording_invalid.shape',
};

/** Sample values of the preview, by placeholder (links are the site's real pages). */
const SAMPLES: Record<Language, Record<string, string>> = {
  en: {
    name: 'Asha',
    class_title: 'Sunrise Hatha Yoga',
    class_time: '6:45 am IST',
    class_when: '12 Dec 2026, 6:45 am IST',
    old_when: '11 Dec 2026, 6:45 am IST',
    days_left: '4',
    trial_end: '15 Dec 2026',
    amount: '₹1,599',
    plan_name: 'Monthly',
    end_date: '31 Dec 2026',
    charge_date: '31 Dec 2026',
    buyer: 'Ravi',
    code: 'GIFT-7K3Q-PL2M',
    gift_message: 'Happy birthday! Enjoy the classes.',
    gift_note: '',
    instructor_name: 'Meera',
    message_text: 'Please keep a cushion and a blanket ready today.',
    challenge: '21-day challenge',
    starts_on: '1 Jan 2027',
    days_practised: '12',
    result: 'You completed the challenge!',
    reason: 'you had started a newer checkout, so this one could no longer be paid.',
  },
  hi: {
    name: 'आशा',
    class_title: 'सूर्योदय हठ योग',
    class_time: '6:45 am IST',
    class_when: '12 दिस॰ 2026, 6:45 am IST',
    old_when: '11 दिस॰ 2026, 6:45 am IST',
    days_left: '4',
    trial_end: '15 दिस॰ 2026',
    amount: '₹1,599',
    plan_name: 'मासिक',
    end_date: '31 दिस॰ 2026',
    charge_date: '31 दिस॰ 2026',
    buyer: 'रवि',
    code: 'GIFT-7K3Q-PL2M',
    gift_message: 'जन्मदिन की शुभकामनाएँ! कक्षाओं का आनंद लें।',
    gift_note: '',
    instructor_name: 'मीरा',
    message_text: 'कृपया आज एक तकिया और कंबल तैयार रखें।',
    challenge: '21 दिन का चैलेंज',
    starts_on: '1 जन॰ 2027',
    days_practised: '12',
    result: 'आपने चैलेंज पूरा कर लिया!',
    reason: 'आपने नया चेकआउट शुरू कर दिया था, इसलिए इसका भुगतान अब नहीं हो सकता था।',
  },
};

/**
 * The owner's wording of the student messages (issue 38; docs/message-wording.md): per kind, the email's
 * subject and text and the push notification's title and text, English and Hindi, kept as a document of
 * the content module's machinery (`message:<kind>`: draft, publish, versions, restore, the audit log).
 * Version 0 is the site's own wording (the catalogue); what the outbox sends is the live version.
 */
@Injectable()
export class MessageWordingService implements WordingSource {
  private readonly cache: ListCache<MessageWording | null>;

  constructor(
    private readonly documents: VersionedDocuments,
    caches: ListCaches,
    private readonly settings: SiteSettingsService,
    @Inject(SITE_CONFIG) private readonly site: Pick<SiteConfig, 'publicUrl'>,
  ) {
    this.cache = caches.create<MessageWording | null>(WORDING_CACHE);
  }

  /** The kind named in a URL, or 404 message_kind_not_found. */
  kind(name: string): MessageEvent {
    if (!(MESSAGE_EVENTS as readonly string[]).includes(name))
      throw new ApiError('message_kind_not_found');
    return name as MessageEvent;
  }

  /** The site's own wording of a kind (the backend catalogue's texts). */
  defaults(event: MessageEvent): MessageWording {
    const text = (field: keyof typeof CATALOG_FIELD) =>
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          catalogText(language, `message.${event}.${CATALOG_FIELD[field]}`),
        ]),
      ) as Record<Language, string>;
    return Object.fromEntries(
      messageWordingFields(event).map((field) => [field, text(field)]),
    ) as unknown as MessageWording;
  }

  /** What the outbox sends: the live wording, or null while the site's own is live (version 0). */
  live(event: MessageEvent): Promise<MessageWording | null> {
    return this.cache.get(event, async () => {
      const live = await this.documents.live(this.ref(event));
      return live.version === 0 ? null : (live.document as MessageWording);
    });
  }

  async list(): Promise<MessageWordingSummary[]> {
    const keys = MESSAGE_EVENTS.map((event) => this.ref(event).key);
    const [versions, drafts] = await Promise.all([
      this.documents.liveVersions(keys),
      this.documents.withDrafts(keys),
    ]);
    return MESSAGE_EVENTS.map((event) => {
      const key = this.ref(event).key;
      return { event, published_version: versions.get(key) ?? 0, has_draft: drafts.has(key) };
    });
  }

  async forAdmin(event: MessageEvent): Promise<AdminMessageWording> {
    const edited = await this.documents.edited(this.ref(event));
    const whatsappBody = (language: Language) => {
      const numbered = Object.fromEntries(
        WHATSAPP_PARAMS[event].map((key, i) => [key, `{{${i + 1}}}`]),
      );
      return renderWhatsapp(event, language, numbered);
    };
    return {
      event,
      wording: edited.document as MessageWording,
      default_wording: this.defaults(event),
      has_draft: edited.hasDraft,
      published_version: edited.live.version,
      draft_updated_at: edited.draftUpdatedAt ? edited.draftUpdatedAt.toISOString() : null,
      draft_updated_by: edited.draftUpdatedBy,
      placeholders: [...MESSAGE_PLACEHOLDERS[event]],
      required_placeholders: [...MESSAGE_REQUIRED_PLACEHOLDERS[event]],
      whatsapp: {
        name: event,
        languages: [...LANGUAGES],
        variables: [...WHATSAPP_PARAMS[event]],
        body: { en: whatsappBody('en'), hi: whatsappBody('hi') },
      },
    };
  }

  async saveDraft(
    event: MessageEvent,
    wording: unknown,
    actor: ContentActor,
  ): Promise<AdminMessageWording> {
    await this.documents.saveDraft(this.ref(event), this.checked(event, wording), actor);
    return this.forAdmin(event);
  }

  /** The message as it would be sent with this wording (or the draft), filled with sample values. */
  async preview(event: MessageEvent, wording?: unknown): Promise<MessageWordingPreview> {
    const used =
      wording === undefined
        ? ((await this.documents.edited(this.ref(event))).document as MessageWording)
        : this.checked(event, wording);
    const brand = (await this.settings.details()).brand_name;
    const sample = (language: Language): Record<string, string> => ({
      ...this.sampleLinks(),
      ...SAMPLES[language],
      brand,
    });
    const per = <T>(render: (language: Language) => T) =>
      Object.fromEntries(LANGUAGES.map((l) => [l, render(l)])) as Record<Language, T>;
    return {
      event,
      email: per((language) => renderEmail(event, language, sample(language), used)),
      push: PUSH_EVENTS.includes(event)
        ? per((language) => {
            const { title, body } = renderPush({ event, language, params: sample(language) }, used);
            return { title, body };
          })
        : null,
      whatsapp: per((language) => renderWhatsapp(event, language, sample(language))),
      sample: Object.fromEntries(
        MESSAGE_PLACEHOLDERS[event].map((name) => [name, sample('en')[name] ?? '']),
      ),
    };
  }

  async publish(event: MessageEvent, actor: ContentActor): Promise<PublishedMessageWording> {
    const changed = await this.documents.publish(this.ref(event), actor);
    if (changed) this.cache.clear();
    return this.published(event, changed);
  }

  versions(event: MessageEvent): Promise<ContentVersion[]> {
    return this.documents.versions(this.ref(event));
  }

  async restore(
    event: MessageEvent,
    version: number,
    actor: ContentActor,
  ): Promise<PublishedMessageWording> {
    const changed = await this.documents.restore(this.ref(event), version, actor);
    if (changed) this.cache.clear();
    return this.published(event, changed);
  }

  private async published(event: MessageEvent, changed: boolean): Promise<PublishedMessageWording> {
    const live = await this.documents.live(this.ref(event));
    return { event, version: live.version, wording: live.document as MessageWording, changed };
  }

  /** The wording, or 400 message_wording_invalid naming the first problem's field (every one in `problems`). */
  private checked(event: MessageEvent, wording: unknown): MessageWording {
    const problems = messageWordingProblems(event, wording);
    const first = problems[0];
    if (!first) return wording as MessageWording;
    const values = {
      field: first.field,
      problem: first.code,
      ...(first.placeholder === undefined ? {} : { placeholder: `{${first.placeholder}}` }),
      ...(first.limit === undefined ? {} : { limit: first.limit }),
    };
    throw new ApiError('message_wording_invalid', values, {
      message: { id: PROBLEM_MESSAGES[first.code], values },
    });
  }

  private sampleLinks(): Record<string, string> {
    const base = this.site.publicUrl;
    return {
      profile_link: `${base}${USER_ROUTES.profile}`,
      book_link: `${base}${USER_ROUTES.classbook}`,
      bookings_link: `${base}${USER_ROUTES.bookings}`,
      plans_link: `${base}${USER_ROUTES.plans}`,
      challenges_link: `${base}${USER_ROUTES.challenges}`,
      join_link: `${base}/join/123`,
      invoice_link: `${base}${USER_ROUTES.payment}`,
      stop_link: `${base}${USER_ROUTES.plans}`,
      pay_link: `${base}${USER_ROUTES.plans}`,
      register_link: `${base}/auth/register`,
      redeem_link: `${base}/gift/redeem`,
    };
  }

  private ref(event: MessageEvent): DocumentRef {
    return {
      key: `message:${event}`,
      entity: 'message_wording',
      entityId: event,
      seed: () => this.defaults(event),
    };
  }
}
