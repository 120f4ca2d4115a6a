import { Link } from 'react-router-dom';
import { Trans, useLocale, useLocalePath } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import type { Blog } from '@yoga/contracts';
import { BlogThumbnail } from './blog-thumbnail';
import { authorName, categoryLabel, postInLanguage, readingTimeLabel } from '../blog-labels';
import styles from './blog.module.css';

export function BlogCard({ blog }: { blog: Blog }) {
  const to = useLocalePath();
  const { t, locale } = useLocale();
  const { brand_name } = useBusinessDetails();
  const { title } = postInLanguage(blog, locale);
  return (
    <li className={styles.card}>
      <BlogThumbnail
        blog={blog}
        width={400}
        height={225}
        sizes="(min-width: 1000px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
        <p className={styles.category} translate="no">
          {categoryLabel(blog.category, locale, t)}
        </p>
        <h2 className={styles.cardTitle}>
          <Link
            to={to(`/blogs/${blog.id}`)}
            className={styles.cardLink}
            translate="no"
            lang={title.lang === locale ? undefined : title.lang}
          >
            {title.text}
          </Link>
        </h2>
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
      </div>
    </li>
  );
}
