import { companyGstinProblem, normalizeEmailDomain, normalizeGstin } from './companies';
import { gstinCheckCharacter } from './gst';

describe('company GSTIN (issue 35)', () => {
  it('accepts a well-formed GSTIN of the chosen state, typed in any case and spacing', () => {
    expect(companyGstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(companyGstinProblem(' 27aapfu0939f1zv ', '27')).toBeNull();
    const up = `09AAACH7409R1Z${gstinCheckCharacter('09AAACH7409R1Z')}`;
    expect(companyGstinProblem(up, '09')).toBeNull();
    expect(normalizeGstin('27 aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a wrong check character or shape (format) and another state (state)', () => {
    expect(companyGstinProblem('27AAPFU0939F1ZA', '27')).toBe('format');
    expect(companyGstinProblem('27AAPFU0939F1Z', '27')).toBe('format');
    expect(companyGstinProblem('99AAPFU0939F1ZV', '27')).toBe('format');
    expect(companyGstinProblem('27AAPFU0939F1ZV', '29')).toBe('state');
    expect(companyGstinProblem('27AAPFU0939F1ZV', '25')).toBe('state');
  });

  it('stores an email domain lower case without its @', () => {
    expect(normalizeEmailDomain(' @Acme.CO.in ')).toBe('acme.co.in');
  });
});
