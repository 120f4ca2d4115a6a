import { authorName, categoryLabel, postInLanguage, readingTimeLabel } from './blog-labels';

const t = (id: string, values?: Record<string, unknown>) =>
  values ? `${id}:${JSON.stringify(values)}` : id;

describe('blog labels', () => {
  it('names the author, never the role word "Admin" (issue 38)', () => {
    expect(authorName('Admin', 'YogSutra Live')).toBe('YogSutra Live');
    expect(authorName(' admin ', 'YogSutra Live')).toBe('YogSutra Live');
    expect(authorName('Asha Verma', 'YogSutra Live')).toBe('Asha Verma');
  });

  it('shows a usual category in Hindi on the Hindi blog, as written in English', () => {
    expect(categoryLabel('Fitness', 'hi', t)).toBe('public.blog.category.fitness');
    expect(categoryLabel(' mental  Health ', 'hi', t)).toBe('public.blog.category.mentalHealth');
    expect(categoryLabel('Fitness', 'en', t)).toBe('Fitness');
  });

  it('keeps a category of its own as the admin wrote it', () => {
    expect(categoryLabel('Surya Namaskar tips', 'hi', t)).toBe('Surya Namaskar tips');
  });

  it('translates a reading time in minutes, other texts as written', () => {
    expect(readingTimeLabel('5 min', 'hi', t)).toBe('public.blog.minutes:{"count":5}');
    expect(readingTimeLabel('12 minutes', 'hi', t)).toBe('public.blog.minutes:{"count":12}');
    expect(readingTimeLabel('5 min', 'en', t)).toBe('5 min');
    expect(readingTimeLabel('a quick read', 'hi', t)).toBe('a quick read');
  });

  it('shows a post in Hindi on the Hindi site where it has a Hindi version, each text on its own', () => {
    const post = {
      title: 'Morning flow',
      description: 'Twelve rounds.',
      title_hi: 'सुबह का प्रवाह',
      description_hi: null,
    };
    expect(postInLanguage(post, 'hi')).toEqual({
      title: { text: 'सुबह का प्रवाह', lang: 'hi' },
      description: { text: 'Twelve rounds.', lang: 'en' },
    });
    expect(postInLanguage(post, 'en')).toEqual({
      title: { text: 'Morning flow', lang: 'en' },
      description: { text: 'Twelve rounds.', lang: 'en' },
    });
    expect(postInLanguage({ ...post, title_hi: '  ', description: null }, 'hi')).toEqual({
      title: { text: 'Morning flow', lang: 'en' },
      description: { text: '', lang: 'en' },
    });
  });
});
