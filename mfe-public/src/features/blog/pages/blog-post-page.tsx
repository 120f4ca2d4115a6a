import { Link, useParams } from 'react-router-dom';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { blogCatalog } from '../i18n';
import { PUBLIC_ROUTES } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import pageStyles from '../../../shared/components/page.module.css';
import { useInitialData } from '../../../shared/initial-data';
import { useBlog } from '../blog-data';
import { BlogThumbnail } from '../components/blog-thumbnail';
import { authorName, categoryLabel, postInLanguage, readingTimeLabel } from '../blog-labels';
import styles from '../components/blog.module.css';

function excerpt(text: string | null): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > 155 ? `${plain.slice(0, 152)}…` : plain;
}

export default function BlogPostPage() {
  useCatalog(blogCatalog);
  const { t, locale } = useLocale();
  const { brand_name } = useBusinessDetails();
  const to = useLocalePath();
  const { id } = useParams();
  const blogId = Number(id);
  const valid = Number.isInteger(blogId) && blogId > 0;
  // Server-rendered: the post it was drawn with (null: none), so hydration shows the same.
  const initial = useInitialData();
  const preloaded = initial && 'blog' in initial ? initial.blog : undefined;
  const query = useBlog(blogId, { skip: !valid || preloaded !== undefined });
  const blog = preloaded === undefined ? query.data : (preloaded ?? undefined);
  const isLoading = preloaded === undefined && query.isLoading;
  const isError = preloaded === null || query.isError;
  // On /hi/blogs/…: the Hindi version where the admin wrote one.
  const shown = blog ? postInLanguage(blog, locale) : null;
  usePageMeta(
    shown?.title.text ?? t('public.blog.article'),
    shown
      ? excerpt(shown.description.text) || shown.title.text
      : t('public.blog.articleDescription'),
    blog
      ? { type: 'article', image: blog.thumbnail ?? undefined }
      : { notFound: !valid || isError },
  );

  if (valid && isLoading) {
    return (
      <main id="main-content" className={`${pageStyles.container} ${styles.state}`}>
        <p role="status">{t('public.blog.loadingArticle')}</p>
      </main>
    );
  }

  if (!valid || isError || !blog || !shown) {
    return (
      <main id="main-content" className={`${pageStyles.container} ${styles.state}`}>
        <h1 className={pageStyles.title}>{t('public.blog.notFound')}</h1>
        <p>{t('public.blog.removed')}</p>
        <Link to={to(PUBLIC_ROUTES.blogs)} className={styles.back}>
          {t('public.blog.back')}
        </Link>
      </main>
    );
  }

  const paragraphs = shown.description.text.split(/\n{2,}/).filter((p) => p.trim().length > 0);
  const langOf = (text: { lang: string }) => (text.lang === locale ? undefined : text.lang);
  return (
    <main id="main-content" className={pageStyles.main}>
      <article className={`${pageStyles.container} ${pageStyles.section} ${styles.article}`}>
        <p className={styles.category} translate="no">
          {categoryLabel(blog.category, locale, t)}
        </p>
        <h1 className={pageStyles.title} translate="no" lang={langOf(shown.title)}>
          {shown.title.text}
        </h1>
        <p className={styles.meta}>
          <Trans
            id="public.blog.byline"
            values={{
              author: authorName(blog.author, brand_name),
              time: readingTimeLabel(blog.time_to_read, locale, t),
            }}
            components={{ 0: <span translate="no" />, 1: <span translate="no" /> }}
          />
        </p>
        <BlogThumbnail
          blog={blog}
          width={760}
          height={428}
          sizes="(min-width: 800px) 760px, 100vw"
          eager
        />
        {/* Rendered as text nodes, never as HTML: posts cannot inject markup. */}
        <div className={styles.articleText} translate="no" lang={langOf(shown.description)}>
          {paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <Link to={to(PUBLIC_ROUTES.blogs)} className={styles.back}>
          {t('public.blog.backAll')}
        </Link>
      </article>
    </main>
  );
}
