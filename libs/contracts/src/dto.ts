import type { Role, UserStatus } from './roles.js';
import type { ReferralCredits } from './subscriptions.js';

/** Shapes of the JSON the API sends and accepts (spec sections 3 and 7). */

export interface ApiErrorBody {
  success: false;
  message: string;
  error?: string;
}

export interface HealthResponse {
  /**
   * `ok` (200); `degraded` (200): the database answers but Redis (REDIS_URL) does not, so the instance
   * still serves (throttles count per instance, jobs wait); `error` (503): the database is down;
   * `stopping` (503): the instance is draining for shutdown, send traffic elsewhere.
   */
  status: 'ok' | 'degraded' | 'error' | 'stopping';
  db: 'up' | 'down';
  redis: 'up' | 'down' | 'not configured';
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** Present (true) while an admin-set password must be replaced before anything else. */
  must_change_password?: true;
}

export interface RegisterRequest {
  name: string;
  email: string;
  number: string;
  password: string;
  referred_by?: string;
}

export interface RegisterResponse {
  success: true;
  message: string;
  user: SessionUser & { referral_code: string };
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

/** GET /api/auth/me */
export interface CurrentUser extends SessionUser {
  phone: string;
  status: UserStatus;
  referral_code: string;
  referred_by: string | null;
  created_at: string;
}

/** GET /api/manageusers */
export interface ManagedUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  status: UserStatus;
  referral_code: string;
  referred_by: string | null;
  created_at: string;
  last_login_at: string | null;
}

export interface ManagedUserInput {
  name: string;
  email: string;
  phone: string;
  role: Role | string;
  status: UserStatus;
}

export interface CreateManagedUserResponse extends ManagedUser {
  /** Shown once, in the creation response only. */
  temporary_password: string;
}

export type ClassType = 'demo' | 'paid';

export interface YogaClass {
  id: number;
  title: string;
  class_type: ClassType;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Present only for admins and instructors; students get it from POST /api/classes/:id/join. */
  link?: string;
  description: string | null;
  /** Length of the class in minutes (45 unless the timetable slot says otherwise). */
  duration_minutes: number;
  /** Places in the class; null means no limit. */
  capacity: number | null;
  /** Places taken, and students waiting for one (see libs/contracts timetable.ts). */
  booked_count: number;
  waitlist_count: number;
  instructor: string | null;
  /** The timetable slot it was generated from; null for a one-off class (Manage Class). */
  slot_id: number | null;
}

export interface YogaClassInput {
  title: string;
  class_type?: ClassType;
  date: string;
  time: string;
  link: string;
  description?: string;
  duration_minutes?: number;
  /** Null or absent: no limit. */
  capacity?: number | null;
  instructor?: string | null;
}

export type BookingType = 'class' | 'demo';
/** A class booking holds a place, or waits for one (waitlist). */
export type BookingStatus = 'booked' | 'waitlisted';

export interface Booking {
  id: number;
  user_id: number;
  class_id: number | null;
  type: BookingType;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  notes: string | null;
  created_at: string;
  /** `waitlisted`: waiting for a place in a full class (class bookings only). */
  status: BookingStatus;
  class?: YogaClass | null;
}

export interface ClassBookingRequest {
  class_id: number;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  notes?: string;
}

export type DemoBookingRequest = Omit<ClassBookingRequest, 'class_id'>;

export interface BookingResponse {
  success: true;
  message: string;
  booking: Booking;
}

export interface Blog {
  id: number;
  title: string;
  category: string;
  description: string | null;
  author: string;
  time_to_read: string;
  /** Public URL path of the thumbnail (its widest stored width), e.g. /uploads/abc-1200w.webp */
  thumbnail: string | null;
  /** Every stored width of the thumbnail for `<img srcset>` ("/uploads/abc-400w.webp 400w, …"); null without one. */
  thumbnail_srcset: string | null;
  created_at: string;
}

/** GET /api/admin/stats (spec names kept: counselors = users, students = classes, sessions = paid payments, complaints = referrals). */
export interface AdminStats {
  counselors: number;
  students: number;
  sessions: number;
  complaints: number;
}

/** GET /api/admin/users */
export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  number: string;
  role: Role;
  status: UserStatus;
  created_at: string;
  last_login_at: string | null;
}

/** GET /api/referrals/stats/:id: the code, how many registered with it, credits and each referral's reward. */
export interface ReferralStats extends ReferralCredits {
  referral_code: string;
  referral_count: number;
}

export interface ReferralRow {
  user_id: number;
  name: string;
  referral_code: string;
  referral_count: number;
}

export interface SuccessResponse {
  success: true;
  message: string;
}
