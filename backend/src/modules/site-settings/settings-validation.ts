import {
  BUSINESS_RULE_LIMITS,
  GST_STATES,
  gstStateName,
  isGstStateCode,
  isValidEmail,
  isSiteLink,
  isValidGstin,
  normalizePhone,
  type ApiErrorCode,
  type BusinessDetails,
  type BusinessRules,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';

/**
 * The checks of PATCH /api/admin/site-settings and /api/admin/business-rules: the stored document
 * merged with the patch (fields left out stay), every field checked, one stable code per reason
 * (`settings_*_invalid`, `params.field` names the field's path).
 */
type Json = Record<string, unknown>;

const TEXT_MAX = 200;
const STATE_NAMES = new Set(GST_STATES.map((s) => s.name.toLowerCase()));

function fail(code: ApiErrorCode, field: string, extra: Record<string, number> = {}): never {
  throw new ApiError(code, { field, ...extra });
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The patch's object at `field` (absent → empty), refusing anything else. */
function section(patch: Json, field: string): Json {
  const value = patch[field];
  if (value === undefined) return {};
  if (!isObject(value)) fail('settings_text_invalid', field, { max: TEXT_MAX });
  return value;
}

function text(
  value: unknown,
  current: string,
  field: string,
  opts: { optional?: boolean; max?: number } = {},
): string {
  if (value === undefined) return current;
  const max = opts.max ?? TEXT_MAX;
  if (typeof value !== 'string') fail('settings_text_invalid', field, { max });
  const trimmed = value.trim();
  if ((!trimmed && !opts.optional) || [...trimmed].length > max)
    fail('settings_text_invalid', field, { max });
  return trimmed;
}

function email(value: unknown, current: string, field: string): string {
  if (value === undefined) return current;
  if (!isValidEmail(value)) fail('settings_email_invalid', field);
  return value.trim();
}

function phone(value: unknown, current: string, field: string): string {
  if (value === undefined) return current;
  if (typeof value !== 'string' || !normalizePhone(value)) fail('settings_phone_invalid', field);
  return value.trim();
}

function int(value: unknown, current: number, field: string, range: { min: number; max: number }) {
  if (value === undefined) return current;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < range.min ||
    value > range.max
  )
    fail('settings_number_invalid', field, range);
  return value;
}

const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/** The stored business details with `patch` applied (sample: see `sample`). */
export function applyDetailsPatch(
  current: BusinessDetails,
  patch: unknown,
  sample: (details: BusinessDetails) => boolean,
): BusinessDetails {
  if (!isObject(patch)) fail('settings_text_invalid', 'body', { max: TEXT_MAX });
  const address = section(patch, 'address');
  const grievance = section(patch, 'grievance');
  const a = current.address;
  const state = text(address.state, a.state, 'address.state');
  if (address.state !== undefined && !STATE_NAMES.has(state.toLowerCase()))
    fail('settings_state_invalid', 'address.state');
  const whatsapp = text(patch.whatsapp, current.whatsapp, 'whatsapp', { optional: true, max: 15 });
  if (patch.whatsapp !== undefined && whatsapp && !/^[1-9]\d{7,14}$/.test(whatsapp))
    fail('settings_whatsapp_invalid', 'whatsapp');
  let social = current.social;
  if (patch.social !== undefined) {
    if (!Array.isArray(patch.social) || patch.social.length > 12)
      fail('settings_url_invalid', 'social');
    social = patch.social.map((entry: unknown, i) => {
      if (!isObject(entry)) fail('settings_url_invalid', `social.${i}`);
      const name = text(entry.name, '', `social.${i}.name`, { max: 40 });
      const url = typeof entry.url === 'string' ? entry.url.trim() : '';
      // https only, and the rule of every admin-written link (no invisible characters; issue 38).
      if (!HTTPS_URL.test(url) || !isSiteLink(url) || url.length > 500)
        fail('settings_url_invalid', `social.${i}.url`);
      return { name, url };
    });
  }
  const next: BusinessDetails = {
    brand_name: text(patch.brand_name, current.brand_name, 'brand_name', { max: 100 }),
    legal_name: text(patch.legal_name, current.legal_name, 'legal_name'),
    address: {
      line1: text(address.line1, a.line1, 'address.line1'),
      line2: text(address.line2, a.line2, 'address.line2', { optional: true }),
      city: text(address.city, a.city, 'address.city', { max: 100 }),
      state,
      postal_code: text(address.postal_code, a.postal_code, 'address.postal_code', { max: 12 }),
      country: text(address.country, a.country, 'address.country', { max: 100 }),
    },
    phone: phone(patch.phone, current.phone, 'phone'),
    whatsapp,
    email: email(patch.email, current.email, 'email'),
    social,
    grievance: {
      name: text(grievance.name, current.grievance.name, 'grievance.name', { max: 100 }),
      email: email(grievance.email, current.grievance.email, 'grievance.email'),
      phone: phone(grievance.phone, current.grievance.phone, 'grievance.phone'),
    },
    sample: false,
  };
  next.sample = sample(next);
  return next;
}

/** The stored business rules with `patch` applied. */
export function applyRulesPatch(current: BusinessRules, patch: unknown): BusinessRules {
  if (!isObject(patch)) fail('settings_text_invalid', 'body', { max: TEXT_MAX });
  const L = BUSINESS_RULE_LIMITS;
  const reward = section(patch, 'referral_reward');
  const join = section(patch, 'join_window');
  const gst = section(patch, 'gst');
  const g = current.gst;
  const stateCode = text(gst.state_code, g.state_code, 'gst.state_code', { max: 2 });
  if (!isGstStateCode(stateCode)) fail('settings_state_invalid', 'gst.state_code');
  const gstin = text(gst.gstin, g.gstin, 'gst.gstin', { max: 15 }).toUpperCase();
  if (!isValidGstin(gstin) || gstin.slice(0, 2) !== stateCode)
    fail('settings_gstin_invalid', 'gst.gstin');
  return {
    trial_days: int(patch.trial_days, current.trial_days, 'trial_days', L.trialDays),
    referral_reward: {
      INR: int(
        reward.INR,
        current.referral_reward.INR,
        'referral_reward.INR',
        L.referralRewardMinor,
      ),
      USD: int(
        reward.USD,
        current.referral_reward.USD,
        'referral_reward.USD',
        L.referralRewardMinor,
      ),
    },
    join_window: {
      before_minutes: int(
        join.before_minutes,
        current.join_window.before_minutes,
        'join_window.before_minutes',
        L.joinMinutes,
      ),
      after_minutes: int(
        join.after_minutes,
        current.join_window.after_minutes,
        'join_window.after_minutes',
        L.joinMinutes,
      ),
    },
    cancel_cutoff_minutes: int(
      patch.cancel_cutoff_minutes,
      current.cancel_cutoff_minutes,
      'cancel_cutoff_minutes',
      L.cancelCutoffMinutes,
    ),
    gst: {
      legal_name: text(gst.legal_name, g.legal_name, 'gst.legal_name'),
      address: text(gst.address, g.address, 'gst.address', { max: 500 }),
      gstin,
      state_code: stateCode,
      lut_no: text(gst.lut_no, g.lut_no, 'gst.lut_no', { max: 64 }),
    },
  };
}

/** For messages: the state's name of a GST state code. */
export const stateName = (code: string) => gstStateName(code) ?? code;
