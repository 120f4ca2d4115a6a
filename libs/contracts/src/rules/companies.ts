import { isGstStateCode, isValidGstin } from './gst.js';

/**
 * Company seats (issue 35, "Company seats (B2B)"): a company buys seats of a plan for its staff, gets one
 * B2B tax invoice with its GSTIN, and its admin (`company_admin`, scoped to that company) assigns them.
 */

/** Seats in one company order. */
export const COMPANY_SEATS_MIN = 2;
export const COMPANY_SEATS_MAX = 1000;
/** The company's legal name and billing address as printed on the invoice. */
export const COMPANY_LEGAL_NAME_MAX = 200;
export const COMPANY_ADDRESS_MAX = 500;

/** A GSTIN as typed: spaces dropped, upper case. */
export function normalizeGstin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Why a company's GSTIN is refused for its state (null: it is fine): `format` (15 characters of the
 * GSTIN pattern with the right mod-36 check character), `state` (its first two digits are not the
 * company's GST state code). The API answers both with 400 `gstin_invalid`; the panel says which.
 */
export function companyGstinProblem(gstin: string, stateCode: string): 'format' | 'state' | null {
  const value = normalizeGstin(gstin);
  if (!isValidGstin(value)) return 'format';
  if (!isGstStateCode(stateCode) || value.slice(0, 2) !== stateCode) return 'state';
  return null;
}

/** A company's email domain as stored: lower case, without a leading "@". */
export function normalizeEmailDomain(input: string): string {
  return input.trim().replace(/^@/, '').toLowerCase();
}

/** A domain name such as "acme.co.in" (letters, digits, hyphens, at least one dot). */
export const EMAIL_DOMAIN_PATTERN =
  /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
