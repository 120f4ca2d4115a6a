/** The standard day: six live slots, three morning and three evening (spec section 1). */
export interface ScheduleSlot {
  time: string;
  title: string;
  period: 'morning' | 'evening';
}

export const DAILY_SLOTS: readonly ScheduleSlot[] = [
  { time: '05:30', title: 'Sunrise Hatha Yoga', period: 'morning' },
  { time: '06:45', title: 'Pranayama and Surya Namaskar', period: 'morning' },
  { time: '08:00', title: 'Morning Flow for Beginners', period: 'morning' },
  { time: '17:30', title: 'Evening Stretch and Mobility', period: 'evening' },
  { time: '18:45', title: 'Power Yoga', period: 'evening' },
  { time: '20:00', title: 'Yoga Nidra and Meditation', period: 'evening' },
];
