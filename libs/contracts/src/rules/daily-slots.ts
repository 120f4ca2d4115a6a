/** The standard day: six live slots, three morning and three evening (spec section 1). */
export interface ScheduleSlot {
  time: string;
  title: string;
  /** The title on the Hindi pages. */
  title_hi: string;
  period: 'morning' | 'evening';
}

export const DAILY_SLOTS: readonly ScheduleSlot[] = [
  { time: '05:30', title: 'Sunrise Hatha Yoga', title_hi: 'सूर्योदय हठ योग', period: 'morning' },
  {
    time: '06:45',
    title: 'Pranayama and Surya Namaskar',
    title_hi: 'प्राणायाम और सूर्य नमस्कार',
    period: 'morning',
  },
  {
    time: '08:00',
    title: 'Morning Flow for Beginners',
    title_hi: 'नए लोगों के लिए सुबह का फ़्लो',
    period: 'morning',
  },
  {
    time: '17:30',
    title: 'Evening Stretch and Mobility',
    title_hi: 'शाम की स्ट्रेचिंग और मोबिलिटी',
    period: 'evening',
  },
  { time: '18:45', title: 'Power Yoga', title_hi: 'पावर योग', period: 'evening' },
  {
    time: '20:00',
    title: 'Yoga Nidra and Meditation',
    title_hi: 'योग निद्रा और ध्यान',
    period: 'evening',
  },
];
