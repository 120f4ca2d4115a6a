import { lengthsInName, nameDisagrees, nameWithLength } from './challenge-form';

describe("a challenge's length in its name (issue 38)", () => {
  it('reads the length a name speaks of, in English and Hindi, in either digits', () => {
    expect(lengthsInName('21-Day Morning Yoga')).toEqual([21]);
    expect(lengthsInName('Yoga for 14 days')).toEqual([14]);
    expect(lengthsInName('21 दिन की सुबह की योग चुनौती')).toEqual([21]);
    expect(lengthsInName('४० दिन का अभ्यास')).toEqual([40]);
    expect(lengthsInName('Fortnight of Flow 2027')).toEqual([]);
  });

  it('says when the name and the length disagree', () => {
    expect(nameDisagrees('21-Day Morning Yoga', 14)).toBe(true);
    expect(nameDisagrees('21-Day Morning Yoga', 21)).toBe(false);
    expect(nameDisagrees('Fortnight of Flow', 14)).toBe(false);
  });

  it('carries a new length into the name, leaving other numbers alone', () => {
    expect(nameWithLength('21-Day Morning Yoga 2026', 21, 14)).toBe('14-Day Morning Yoga 2026');
    expect(nameWithLength('21 दिन की सुबह की योग चुनौती', 21, 40)).toBe('40 दिन की सुबह की योग चुनौती');
    expect(nameWithLength('२१ दिन', 21, 14)).toBe('१४ दिन');
    expect(nameWithLength('10 days in 21-day yoga', 21, 14)).toBe('10 days in 14-day yoga');
  });
});
