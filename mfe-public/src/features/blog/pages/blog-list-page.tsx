import { useCatalog, useLocale } from '@yoga/i18n';
import { blogCatalog } from '../i18n';
import { PageHero } from '../../../shared/components/page-hero';
import { useContentMeta } from '../../../shared/hooks/use-content-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { useInitialData } from '../../../shared/initial-data';
import { useBlogs } from '../blog-data';
import { BlogCard } from '../components/blog-card';
import styles from '../components/blog.module.css';

export default function BlogListPage() {
  useCatalog(blogCatalog);
  const { t } = useLocale();
  useContentMeta('blogs');
  // Server-rendered: the list it was drawn with (hydration shows the same); otherwise the API's.
  const initial = useInitialData()?.blogs;
  const query = useBlogs({ skip: initial !== undefined });
  const blogs = initial ?? query.data;
  const isLoading = initial === undefined && query.isLoading;
  const { isError, refetch } = query;

  if (isLoading) {
    return (
      <main id="main-content" className={`${pageStyles.container} ${styles.state}`}>
        <p role="status">{t('public.blog.loading')}</p>
      </main>
    );
  }

  if (isError) {
    return (
      <main id="main-content" className={pageStyles.main}>
        <PageHero title={t('public.blog.title')} lead={t('public.blog.leadShort')} />
        <div className={`${pageStyles.container} ${pageStyles.section}`}>
          <p role="alert">{t('public.blog.error')}</p>
          <button type="button" className={pageStyles.button} onClick={() => void refetch()}>
            {t('public.blog.retry')}
          </button>
        </div>
      </main>
    );
  }

  if (!blogs || blogs.length === 0) {
    return (
      <main id="main-content" className={pageStyles.main}>
        <PageHero title={t('public.blog.comingSoon')} lead={t('public.blog.preparing')} />
      </main>
    );
  }

  return (
    <main id="main-content" className={pageStyles.main}>
      <PageHero
        eyebrow={t('public.blog.eyebrow')}
        title={t('public.blog.title')}
        lead={t('public.blog.lead')}
      />
      <section className={pageStyles.section} aria-label={t('public.blog.articles')}>
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
