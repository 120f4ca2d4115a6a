import type { Language, MessageEvent } from '@yoga/contracts';

/** Named parameters of a message, filled when it is queued (all plain text). */
export type MessageParams = Record<string, string>;

interface Texts {
  subject: string;
  body: string;
}

interface TemplateDefinition {
  /**
   * The order of the WhatsApp template's body parameters ({{1}}, {{2}}, …). The approved templates (names
   * = event names, languages en and hi) must have these bodies: see `whatsappBody` and the README.
   */
  whatsappParams: readonly string[];
  /** Email subject and body; `{name}`-style placeholders are the params. */
  email: Record<Language, Texts>;
  /** The text of the approved WhatsApp template, {{n}} = whatsappParams[n-1] (for the README and checks). */
  whatsappBody: Record<Language, string>;
}

/** Every message ends with how to stop it (DPDP): the profile's reminder settings. */
const STOP: Record<Language, string> = {
  en: 'To stop these messages, turn them off in your profile: {profile_link}',
  hi: 'ये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {profile_link}',
};

/** Receipts and waitlist places are about the student's own purchase or booking: email goes anyway. */
const ACCOUNT_NOTE: Record<Language, string> = {
  en: 'You get this email because it is about your account. Reminder settings: {profile_link}',
  hi: 'यह email आपके account से जुड़ा है, इसलिए भेजा गया है। Reminder settings: {profile_link}',
};

function email(
  en: [subject: string, body: string],
  hi: [subject: string, body: string],
  note: Record<Language, string> = STOP,
): Record<Language, Texts> {
  return {
    en: { subject: en[0], body: `Namaste {name},\n\n${en[1]}\n\n${note.en}\n\n— {brand}` },
    hi: { subject: hi[0], body: `नमस्ते {name},\n\n${hi[1]}\n\n${note.hi}\n\n— {brand}` },
  };
}

export const TEMPLATES: Record<MessageEvent, TemplateDefinition> = {
  class_reminder: {
    whatsappParams: ['name', 'class_title', 'class_time', 'join_link', 'profile_link'],
    email: email(
      [
        'Your yoga class starts at {class_time}',
        'Your class "{class_title}" starts at {class_time}, in 30 minutes.\nJoin here: {join_link}',
      ],
      [
        'आपकी योग class {class_time} पर शुरू होगी',
        'आपकी class "{class_title}" {class_time} पर शुरू होगी, यानी 30 मिनट में।\nयहाँ से जुड़ें: {join_link}',
      ],
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, your class "{{2}}" starts at {{3}}, in 30 minutes. Join here: {{4}}\nTo stop these messages, turn them off in your profile: {{5}}',
      hi: 'नमस्ते {{1}}, आपकी class "{{2}}" {{3}} पर शुरू होगी, यानी 30 मिनट में। यहाँ से जुड़ें: {{4}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{5}}',
    },
  },
  trial_day10: {
    whatsappParams: ['name', 'days_left', 'plans_link', 'profile_link'],
    email: email(
      [
        '{days_left} days left in your free trial',
        'You have {days_left} days left in your free 14-day trial. Keep your practice going: choose a plan at {plans_link}',
      ],
      [
        'आपके free trial के {days_left} दिन बाकी हैं',
        'आपके 14 दिन के free trial के {days_left} दिन बाकी हैं। अपना अभ्यास जारी रखें, यहाँ plan चुनें: {plans_link}',
      ],
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, you have {{2}} days left in your free 14-day trial. Keep your practice going: choose a plan at {{3}}\nTo stop these messages, turn them off in your profile: {{4}}',
      hi: 'नमस्ते {{1}}, आपके 14 दिन के free trial के {{2}} दिन बाकी हैं। अपना अभ्यास जारी रखें, यहाँ plan चुनें: {{3}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{4}}',
    },
  },
  trial_day13: {
    whatsappParams: ['name', 'trial_end', 'plans_link', 'profile_link'],
    email: email(
      [
        'Your free trial ends tomorrow',
        'Your free trial ends tomorrow ({trial_end}). Choose a plan to keep joining the live classes: {plans_link}',
      ],
      [
        'आपका free trial कल खत्म हो रहा है',
        'आपका free trial कल ({trial_end}) खत्म हो रहा है। Live classes में जुड़ते रहने के लिए plan चुनें: {plans_link}',
      ],
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, your free trial ends tomorrow ({{2}}). Choose a plan to keep joining the live classes: {{3}}\nTo stop these messages, turn them off in your profile: {{4}}',
      hi: 'नमस्ते {{1}}, आपका free trial कल ({{2}}) खत्म हो रहा है। Live classes में जुड़ते रहने के लिए plan चुनें: {{3}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{4}}',
    },
  },
  trial_ended: {
    whatsappParams: ['name', 'plans_link', 'profile_link'],
    email: email(
      [
        'Your free trial has ended',
        'Your 14-day free trial has ended. We hope you enjoyed the classes! Choose a plan to continue: {plans_link}',
      ],
      [
        'आपका free trial खत्म हो गया है',
        'आपका 14 दिन का free trial खत्म हो गया है। उम्मीद है आपको classes अच्छी लगीं! आगे जारी रखने के लिए plan चुनें: {plans_link}',
      ],
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, your 14-day free trial has ended. We hope you enjoyed the classes! Choose a plan to continue: {{2}}\nTo stop these messages, turn them off in your profile: {{3}}',
      hi: 'नमस्ते {{1}}, आपका 14 दिन का free trial खत्म हो गया है। उम्मीद है आपको classes अच्छी लगीं! आगे जारी रखने के लिए plan चुनें: {{2}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{3}}',
    },
  },
  payment_receipt: {
    whatsappParams: ['name', 'amount', 'plan_name', 'invoice_link', 'profile_link'],
    email: email(
      [
        'Payment received: {plan_name} plan',
        'Thank you! We received your payment of {amount} for the {plan_name} plan.\nYour invoice: {invoice_link}',
      ],
      [
        'भुगतान मिल गया: {plan_name} plan',
        'धन्यवाद! {plan_name} plan के लिए आपका {amount} का भुगतान हमें मिल गया है।\nआपका invoice: {invoice_link}',
      ],
      ACCOUNT_NOTE,
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, thank you! We received your payment of {{2}} for the {{3}} plan. Your invoice: {{4}}\nTo stop these messages, turn them off in your profile: {{5}}',
      hi: 'नमस्ते {{1}}, धन्यवाद! आपका {{2}} का भुगतान {{3}} plan के लिए हमें मिल गया है। आपका invoice: {{4}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{5}}',
    },
  },
  renewal_reminder: {
    whatsappParams: ['name', 'plan_name', 'end_date', 'plans_link', 'profile_link'],
    email: email(
      [
        'Your plan ends on {end_date}',
        'Your {plan_name} plan ends on {end_date}. Renew now so your classes continue without a break: {plans_link}',
      ],
      [
        'आपका plan {end_date} को खत्म होगा',
        'आपका {plan_name} plan {end_date} को खत्म हो रहा है। Classes बिना रुकावट जारी रखने के लिए अभी renew करें: {plans_link}',
      ],
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, your {{2}} plan ends on {{3}}. Renew now so your classes continue without a break: {{4}}\nTo stop these messages, turn them off in your profile: {{5}}',
      hi: 'नमस्ते {{1}}, आपका {{2}} plan {{3}} को खत्म हो रहा है। Classes बिना रुकावट जारी रखने के लिए अभी renew करें: {{4}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{5}}',
    },
  },
  waitlist_place: {
    whatsappParams: ['name', 'class_title', 'class_when', 'bookings_link', 'profile_link'],
    email: email(
      [
        'You have a place in {class_title}',
        'Good news! A place opened up and it is yours: "{class_title}", {class_when}.\nSee your booking and join from: {bookings_link}',
      ],
      [
        '{class_title} में आपकी जगह पक्की हो गई है',
        'खुशखबरी! एक जगह खाली हुई और अब वह आपकी है: "{class_title}", {class_when}।\nअपनी booking देखें और यहीं से जुड़ें: {bookings_link}',
      ],
      ACCOUNT_NOTE,
    ),
    whatsappBody: {
      en: 'Namaste {{1}}, good news! A place opened up and it is yours: "{{2}}", {{3}}. See your booking and join from: {{4}}\nTo stop these messages, turn them off in your profile: {{5}}',
      hi: 'नमस्ते {{1}}, खुशखबरी! एक जगह खाली हुई और अब वह आपकी है: "{{2}}", {{3}}। अपनी booking देखें और यहीं से जुड़ें: {{4}}\nये संदेश बंद करने के लिए अपनी profile में इन्हें बंद करें: {{5}}',
    },
  },
};

/** Events whose email goes even without the reminder consent (about the student's own purchase or booking). */
export const TRANSACTIONAL_EMAIL_EVENTS: readonly MessageEvent[] = [
  'payment_receipt',
  'waitlist_place',
];

function fill(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}

export function renderEmail(event: MessageEvent, language: Language, params: MessageParams) {
  const t = TEMPLATES[event].email[language] ?? TEMPLATES[event].email.en;
  return { subject: fill(t.subject, params), text: fill(t.body, params) };
}

/** The WhatsApp template's body parameters, in order. */
export function whatsappParameters(event: MessageEvent, params: MessageParams): string[] {
  return TEMPLATES[event].whatsappParams.map((key) => params[key] ?? '');
}

/** The text a WhatsApp template shows with these parameters (what the student reads). */
export function renderWhatsapp(event: MessageEvent, language: Language, params: MessageParams) {
  const values = whatsappParameters(event, params);
  return TEMPLATES[event].whatsappBody[language].replace(
    /\{\{(\d+)\}\}/g,
    (_w, n: string) => values[Number(n) - 1] ?? '',
  );
}
