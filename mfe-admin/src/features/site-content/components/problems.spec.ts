import type { ContentProblem } from '@yoga/contracts';
import { createLocaleI18n, type Locale } from '@yoga/i18n';
import { problemSentence } from './problems';
import '../i18n';

async function sentencesIn(locale: Locale, problems: ContentProblem[]): Promise<string[]> {
  const i18n = await createLocaleI18n(locale);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  return problems.map((p) => problemSentence(t, p));
}

const PROBLEMS: ContentProblem[] = [
  { path: 'hero.slides[1].photo.alt.en', code: 'required', reason: 'must not be empty' },
  { path: 'hero.title.hi', code: 'too_long', reason: 'too long', limit: 120 },
  { path: 'faq.items[0].answer.en', code: 'link', reason: 'bad link' },
  { path: 'trainers.items', code: 'list_short', reason: 'too few', limit: 2 },
];

describe('site content: the summary of problems in sentences (issue 38)', () => {
  it('writes each problem as a full English sentence, with no path or trail of labels', async () => {
    const sentences = await sentencesIn('en', PROBLEMS);
    expect(sentences[0]).toBe(
      'The “Photo description” of the second slide in “Top of the page” needs text in English.',
    );
    expect(sentences[1]).toBe(
      'The “Heading” of “Top of the page” is too long in Hindi: please shorten it to at most 120 characters.',
    );
    expect(sentences[2]).toMatch(
      /^The “Answer” of the first question in “[^”]+” has a link in English/,
    );
    expect(sentences[3]).toMatch(/^The “Items” of “Trainers” needs at least 2 items\.$/);
    for (const s of sentences) {
      expect(s).not.toMatch(/›|\[\d\]|\.en\b|\.hi\b|admin\.content|undefined/);
      expect(s).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('writes them as full Hindi sentences too', async () => {
    const sentences = await sentencesIn('hi', PROBLEMS);
    expect(sentences[0]).toBe(
      '“पेज का ऊपरी हिस्सा” में स्लाइड 2 के “फ़ोटो का विवरण” में अंग्रेज़ी टेक्स्ट लिखना ज़रूरी है।',
    );
    for (const s of sentences) {
      expect(s.replace(/\/price|https:\/\/|mailto:|tel:/g, '')).not.toMatch(
        /›|\[\d\]|admin\.content|undefined|[A-Za-z]{3,}/,
      );
      expect(s.endsWith('।')).toBe(true);
    }
  });
});
