import {
  DEFAULT_GST_STATE_CODE,
  SAMPLE_BUSINESS_DETAILS,
  gstStateName,
  gstinCheckCharacter,
  isGstStateCode,
  isValidGstin,
} from '@yoga/contracts';
import { modeOf, type Env, type Mode } from '../../config/env.js';

/**
 * The seller printed on every tax invoice and credit note, read from the environment:
 * `GST_LEGAL_NAME`, `GST_ADDRESS`, `GSTIN`, `GST_STATE_CODE` (default 09, Uttar Pradesh) and `GST_LUT_NO`
 * (the Letter of Undertaking that lets exports, the USD sales, go out without IGST).
 *
 * Outside production, whatever is unset falls back to SAMPLE values (`sample: true`, and every document
 * then says it is a sample). In production all five are required and must be real.
 */
export interface SellerConfig {
  legalName: string;
  address: string;
  gstin: string;
  /** Two-digit GST state code of the seller, the first two characters of the GSTIN. */
  stateCode: string;
  lutNo: string;
  /** True when any value above is a development sample: never a valid tax invoice. */
  sample: boolean;
}

export const SELLER_CONFIG = Symbol('SELLER_CONFIG');

const SAMPLE_PAN = 'ABCDE1234F';

/** A well-formed but fictitious GSTIN for a state (PAN "ABCDE1234F" is the Income Tax sample PAN). */
export function sampleGstin(stateCode: string): string {
  const first14 = `${stateCode}${SAMPLE_PAN}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Development samples: clearly fictitious, refused in production. */
export const SAMPLE_SELLER = {
  legalName: SAMPLE_BUSINESS_DETAILS.legal_name,
  address: (() => {
    const a = SAMPLE_BUSINESS_DETAILS.address;
    return `${a.line2}, ${a.city}, ${a.state} ${a.postal_code}, ${a.country}`;
  })(),
  lutNo: 'SAMPLE-LUT-NOT-FILED',
} as const;

export class SellerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`GST seller settings: ${problems.join('; ')}`);
    this.name = 'SellerConfigError';
  }
}

const clean = (value: string | undefined) => value?.trim() || undefined;

/**
 * Reads and checks the seller settings. Throws `SellerConfigError` listing every problem: a malformed
 * GSTIN (15 characters, right check character), a GSTIN of another state than `GST_STATE_CODE`, an unknown
 * state code, or (production) any setting missing. `loadConfig` calls it at start.
 */
export function loadSellerConfig(env: Env, mode: Mode = modeOf(env)): SellerConfig {
  const problems: string[] = [];
  const production = mode === 'production';
  const legalName = clean(env.GST_LEGAL_NAME);
  const address = clean(env.GST_ADDRESS);
  const gstin = clean(env.GSTIN)?.toUpperCase();
  const lutNo = clean(env.GST_LUT_NO);
  const stateCode = clean(env.GST_STATE_CODE) ?? DEFAULT_GST_STATE_CODE;

  if (production) {
    const missing = [
      ['GST_LEGAL_NAME', legalName],
      ['GST_ADDRESS', address],
      ['GSTIN', gstin],
      ['GST_LUT_NO', lutNo],
    ].filter(([, value]) => !value);
    if (missing.length)
      problems.push(`${missing.map(([name]) => name).join(', ')} must be set in production`);
  }
  if (!isGstStateCode(stateCode)) {
    problems.push(`GST_STATE_CODE "${stateCode}" is not a GST state code (two digits, e.g. 09)`);
  }
  if (gstin !== undefined) {
    if (!isValidGstin(gstin)) {
      problems.push(
        `GSTIN "${gstin}" is not a valid GSTIN (15 characters: state code, PAN, entity, Z, check character)`,
      );
    } else if (isGstStateCode(stateCode) && gstin.slice(0, 2) !== stateCode) {
      problems.push(
        `GSTIN "${gstin}" belongs to state ${gstin.slice(0, 2)}, but GST_STATE_CODE is ${stateCode} (${gstStateName(stateCode)})`,
      );
    }
  }
  if (production && gstin === sampleGstin(stateCode)) problems.push('GSTIN is the sample GSTIN');
  if (problems.length) throw new SellerConfigError(problems);

  return {
    legalName: legalName ?? SAMPLE_SELLER.legalName,
    address: address ?? SAMPLE_SELLER.address,
    gstin: gstin ?? sampleGstin(stateCode),
    stateCode,
    lutNo: lutNo ?? SAMPLE_SELLER.lutNo,
    sample: !legalName || !address || !gstin || !lutNo,
  };
}
