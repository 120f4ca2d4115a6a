import { isValidGstin } from '@yoga/contracts';
import { SAMPLE_SELLER, SellerConfigError, loadSellerConfig, sampleGstin } from './config.js';

const REAL = {
  GST_LEGAL_NAME: 'Test Wellness LLP',
  GST_ADDRESS: '12 Marine Drive, Mumbai, Maharashtra 400002, India',
  GSTIN: '27AAPFU0939F1ZV',
  GST_STATE_CODE: '27',
  GST_LUT_NO: 'AD2703260012345',
};

function problems(env: Record<string, string>, mode: 'production' | 'development') {
  try {
    loadSellerConfig(env, mode);
  } catch (error) {
    expect(error).toBeInstanceOf(SellerConfigError);
    return (error as SellerConfigError).problems;
  }
  throw new Error('expected the settings to be refused');
}

describe('GST seller settings', () => {
  it('falls back to clearly marked samples in development (Uttar Pradesh by default)', () => {
    const seller = loadSellerConfig({}, 'development');
    expect(seller).toEqual({
      legalName: SAMPLE_SELLER.legalName,
      address: SAMPLE_SELLER.address,
      gstin: sampleGstin('09'),
      stateCode: '09',
      lutNo: SAMPLE_SELLER.lutNo,
      sample: true,
    });
    expect(seller.gstin.startsWith('09')).toBe(true);
    expect(isValidGstin(seller.gstin)).toBe(true);
  });

  it('gives a sample GSTIN of the configured state', () => {
    const seller = loadSellerConfig({ GST_STATE_CODE: '07' }, 'development');
    expect(seller.gstin.slice(0, 2)).toBe('07');
    expect(isValidGstin(seller.gstin)).toBe(true);
  });

  it('reads real settings (trimmed, GSTIN upper-cased) and marks them not sample', () => {
    const seller = loadSellerConfig(
      { ...REAL, GSTIN: ' 27aapfu0939f1zv ', GST_LEGAL_NAME: ' Test Wellness LLP ' },
      'production',
    );
    expect(seller).toEqual({
      legalName: 'Test Wellness LLP',
      address: REAL.GST_ADDRESS,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      lutNo: REAL.GST_LUT_NO,
      sample: false,
    });
  });

  it('counts a partly configured development seller as sample', () => {
    expect(loadSellerConfig({ ...REAL, GST_LUT_NO: '' }, 'development').sample).toBe(true);
  });

  it('refuses to start in production without real settings', () => {
    expect(problems({}, 'production')).toEqual([
      'GST_LEGAL_NAME, GST_ADDRESS, GSTIN, GST_LUT_NO must be set in production',
    ]);
    expect(problems({ ...REAL, GST_LUT_NO: ' ' }, 'production')).toEqual([
      'GST_LUT_NO must be set in production',
    ]);
    expect(problems({ ...REAL, GSTIN: sampleGstin('27') }, 'production').join(' ')).toContain(
      'sample GSTIN',
    );
  });

  it('refuses a malformed GSTIN, one of another state, or an unknown state code', () => {
    expect(problems({ GSTIN: '27AAPFU0939F1ZW', GST_STATE_CODE: '27' }, 'development')[0]).toMatch(
      /not a valid GSTIN/,
    );
    expect(problems({ GSTIN: '27AAPFU0939F1Z' }, 'development')[0]).toMatch(/not a valid GSTIN/);
    expect(problems({ GSTIN: '27AAPFU0939F1ZV' }, 'development')).toEqual([
      'GSTIN "27AAPFU0939F1ZV" belongs to state 27, but GST_STATE_CODE is 09 (Uttar Pradesh)',
    ]);
    expect(problems({ GST_STATE_CODE: '9' }, 'development')[0]).toMatch(
      /GST_STATE_CODE "9" is not a GST state code/,
    );
  });

  it('reads NODE_ENV when no mode is given', () => {
    expect(() => loadSellerConfig({ NODE_ENV: 'production' })).toThrow(SellerConfigError);
    expect(loadSellerConfig({ NODE_ENV: 'test' }).sample).toBe(true);
  });
});
