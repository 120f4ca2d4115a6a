import { MESSAGES } from '@yoga/contracts';
import { PageHero } from '../../../shared/components/page-hero';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { useInitialData } from '../../../shared/initial-data';
import { useBlogsQuery } from '../blog.api';
import { BlogCard } from '../components/blog-card';
import styles from '../components/blog.module.css';

export default function BlogListPage() {
  usePageMeta(
    'Yoga and Wellness Blog',
    'Articles on yoga, pranayama, nutrition and mindful living from the teachers of our live online classes.',
  );
  // Server-rendered: the list it was drawn with (hydration shows the same); otherwise the API's.
  const initial = useInitialData()?.blogs;
  const query = useBlogsQuery(undefined, { skip: initial !== undefined });
  const blogs = initial ?? query.data;
  const isLoading = initial === undefined && query.isLoading;
  const { isError, refetch } = query;

  if (isLoading) {
    return (
      <main id="main-content" className={`${pageStyles.container} ${styles.state}`}>
        <p role="status">Loading articles…</p>
      </main>
    );
  }

  if (isError) {
    return (
      <main id="main-content" className={pageStyles.main}>
        <PageHero
          title="Yoga and Wellness Blog"
          lead="Practical ideas for a healthier, calmer everyday life."
        />
        <div className={`${pageStyles.container} ${pageStyles.section}`}>
          <p role="alert">
            We could not load the articles right now. Please check your connection and try again.
          </p>
          <button type="button" className={pageStyles.button} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </main>
    );
  }

  if (!blogs || blogs.length === 0) {
    return (
      <main id="main-content" className={pageStyles.main}>
        <PageHero title={MESSAGES.blogComingSoon} lead={MESSAGES.blogPreparing} />
      </main>
    );
  }

  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow="From our teachers"
        title="Yoga and Wellness Blog"
        lead="Practical ideas for a healthier, calmer everyday life, written by the people who teach our live classes."
      />
      <section className={pageStyles.section} aria-label="Articles">
        <div className={pageStyles.container}>
          <ul className={styles.list}>
            {blogs.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
