import type { AuditEntry } from '@yoga/contracts';
import { createLocaleI18n, type Locale } from '@yoga/i18n';
import { auditSentence, type Translate } from './audit-sentence';
import './i18n';

/** An entry as GET /api/admin/audit answers it. */
function entry(over: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    at: '2026-11-23T04:00:00.000Z',
    actor_id: 1,
    actor_name: 'Asha',
    entity: 'plan',
    entity_id: 'big',
    entity_label: 'Big Package',
    subject_id: null,
    subject_name: null,
    action: 'update',
    before: null,
    after: null,
    changes: [],
    ...over,
  };
}

const PRICE = entry({
  before: { prices: { INR: { offer: 309_900 } } },
  after: { prices: { INR: { offer: 359_900 } } },
  changes: [
    { field: 'prices.INR.offer', before: 309_900, after: 359_900 },
    // Derived and bookkeeping values are not news to the owner.
    { field: 'prices.INR.discount_percent', before: 10, after: 5 },
  ],
});
const REFUND = entry({
  entity: 'payment',
  entity_id: '41',
  entity_label: 'Big Package',
  subject_id: 7,
  subject_name: 'Priya Patel',
  action: 'refund',
  before: { currency: 'INR', status: 'paid', refunded_amount: 0 },
  after: {
    currency: 'INR',
    status: 'partially_refunded',
    refunded_amount: 1_23_456_00,
    amount: 1_23_456_00,
    reason: 'Moved away',
  },
  changes: [],
});
const CLASS_MOVED = entry({
  entity: 'class',
  entity_id: '12',
  entity_label: 'Sunrise Hatha',
  before: { date: '2026-11-29', time: '06:30' },
  after: { date: '2026-11-29', time: '07:00' },
  changes: [{ field: 'time', before: '06:30', after: '07:00' }],
});
const RENDITIONS_AGAIN = entry({
  entity: 'recording',
  entity_id: '12',
  entity_label: 'Sunrise Hatha',
  action: 'retry_renditions',
  before: { date: '2026-11-29', time: '06:30', source: 'upload', transcode_attempts: 3 },
  after: { date: '2026-11-29', time: '06:30', source: 'upload', transcode_attempts: 0 },
  changes: [{ field: 'transcode_attempts', before: 3, after: 0 }],
});
const BLOCKED = entry({
  entity: 'user',
  entity_id: '9',
  entity_label: 'Meena Rao',
  action: 'status',
  before: { status: 'Active' },
  after: { status: 'Blocked' },
  changes: [{ field: 'status', before: 'Active', after: 'Blocked' }],
});
const ROLE = entry({
  entity: 'user',
  entity_id: '9',
  entity_label: 'Meena Rao',
  action: 'update',
  before: { role: 'user', status: 'Active' },
  after: { role: 'instructor', status: 'Active', contact_changed: ['email'] },
  changes: [
    { field: 'role', before: 'user', after: 'instructor' },
    { field: 'contact_changed.0', before: null, after: 'email' },
  ],
});
const SLOT = entry({
  entity: 'timetable_slot',
  entity_id: '3',
  entity_label: 'Midday Yin',
  action: 'create',
  after: { day_of_week: 1, start_time: '12:15', capacity: 20 },
  changes: [],
});
const OFFLINE = entry({
  entity: 'payment',
  entity_id: '40',
  entity_label: 'Big Package',
  subject_name: 'Priya Patel',
  action: 'offline',
  after: { plan: 'big', currency: 'INR', amount: 309_900, method: 'upi' },
});
const UNKNOWN = entry({
  entity: 'gizmo',
  entity_id: 'x1',
  entity_label: null,
  action: 'frobnicate',
  actor_name: null,
  before: { colour: 'red' },
  after: { colour: 'blue' },
  changes: [{ field: 'colour', before: 'red', after: 'blue' }],
});

async function translator(locale: Locale): Promise<Translate> {
  const i18n = await createLocaleI18n(locale);
  return (id, values) => i18n._(id, values);
}

describe('auditSentence', () => {
  it('writes each change as an English sentence: names, money in rupees, dates and times as people read them', async () => {
    const t = await translator('en');
    const say = (e: AuditEntry) => auditSentence(e, t, 'en');
    expect(say(PRICE)).toBe('Asha changed the price of Big Package from ₹3,099 to ₹3,599');
    expect(say(REFUND)).toBe(
      "Asha refunded ₹1,23,456 of Priya Patel's payment for Big Package. Reason: Moved away",
    );
    expect(say(CLASS_MOVED)).toBe(
      'Asha changed the time of the class “Sunrise Hatha” on 29 Nov 2026, 6:30 am IST from 6:30 am IST to 7:00 am IST',
    );
    expect(say(BLOCKED)).toBe('Asha blocked Meena Rao');
    expect(say(ROLE)).toBe(
      'Asha changed Meena Rao: role from student to instructor; email address updated',
    );
    expect(
      say(
        entry({
          entity: 'user',
          entity_id: '9',
          entity_label: 'Ira Iyer',
          action: 'create',
          after: { role: 'instructor', status: 'Active' },
        }),
      ),
    ).toBe('Asha added an account for Ira Iyer (instructor)');
    expect(say(SLOT)).toBe('Asha created the timetable slot “Midday Yin” (Monday, 12:15 pm IST)');
    expect(say(OFFLINE)).toBe(
      'Asha recorded an offline payment of ₹3,099 from Priya Patel for Big Package (UPI)',
    );
    expect(
      say(
        entry({
          entity: 'reconciliation',
          entity_id: 'run',
          entity_label: null,
          action: 'run',
          after: { payments: 4, subscriptions: 1, refunds: 0, fixed: 1 },
        }),
      ),
    ).toBe('Asha checked the payments with Razorpay: 1 difference fixed');
    expect(say(entry({ entity: 'message_wording', entity_id: 'welcome', action: 'publish' }))).toBe(
      'Asha published the wording of the “welcome” message',
    );
    // A health check read on a roster: with the details she shares, or only the mark of a "yes".
    const read = (details_shown: boolean) =>
      entry({
        entity: 'health_questionnaire',
        entity_id: '12',
        entity_label: 'Gentle Hatha',
        subject_id: 12,
        subject_name: 'Sita Sharma',
        action: 'read',
        after: { class_id: 4, details_shown },
      });
    expect(say(read(true))).toBe(
      "Asha saw Sita Sharma's health check answers on the roster of “Gentle Hatha”",
    );
    expect(say(read(false))).toBe(
      'Asha saw whether Sita Sharma said “yes” in her health check, on the roster of “Gentle Hatha”',
    );
    expect(say(RENDITIONS_AGAIN)).toBe(
      'Asha asked for the renditions of the recording of the class “Sunrise Hatha” on 29 Nov 2026, 6:30 am IST to be made again',
    );
    // An action the panel does not know still reads as a sentence, with no raw names or ids.
    expect(say(UNKNOWN)).toBe('An admin changed the colour of a setting from “red” to “blue”');
  });

  it('writes the same sentences in Hindi', async () => {
    const t = await translator('hi');
    const say = (e: AuditEntry) => auditSentence(e, t, 'hi');
    expect(say(PRICE)).toBe('Asha ने Big Package में कीमत ₹3,099 से बदलकर ₹3,599 किया');
    expect(say(REFUND)).toBe(
      'Asha ने Big Package के लिए Priya Patel का भुगतान में से ₹1,23,456 रिफ़ंड किए। कारण: Moved away',
    );
    expect(say(BLOCKED)).toBe('Asha ने Meena Rao को ब्लॉक किया');
    expect(say(ROLE)).toBe(
      'Asha ने Meena Rao में बदलाव किए: भूमिका विद्यार्थी से प्रशिक्षक; ईमेल पता बदला गया',
    );
    expect(say(CLASS_MOVED)).toContain('सुबह 7:00 बजे IST');
    expect(say(CLASS_MOVED)).toContain('29 नव॰ 2026');
    expect(say(SLOT)).toBe('Asha ने टाइमटेबल स्लॉट “Midday Yin” (सोमवार, दोपहर 12:15 बजे IST) बनाया');
    expect(say(RENDITIONS_AGAIN)).toBe(
      'Asha ने 29 नव॰ 2026, सुबह 6:30 बजे IST की कक्षा “Sunrise Hatha” की रिकॉर्डिंग के रेंडिशन फिर से बनवाए',
    );
    expect(say(UNKNOWN)).toBe('एक एडमिन ने एक सेटिंग में colour “red” से बदलकर “blue” किया');
    // No message id is ever shown.
    for (const e of [
      PRICE,
      REFUND,
      CLASS_MOVED,
      BLOCKED,
      ROLE,
      SLOT,
      OFFLINE,
      RENDITIONS_AGAIN,
      UNKNOWN,
    ])
      expect(say(e)).not.toMatch(/admin\.audit\./);
  });
});
