import { Link } from 'react-router-dom';
import { Trans, useLocalePath } from '@yoga/i18n';
import type { Blog } from '@yoga/contracts';
import { BlogThumbnail } from './blog-thumbnail';
import styles from './blog.module.css';

export function BlogCard({ blog }: { blog: Blog }) {
  const to = useLocalePath();
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
          {blog.category}
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={to(`/blogs/${blog.id}`)} className={styles.cardLink} translate="no">
            {blog.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          <Trans
            id="public.blog.byline"
            values={{ author: blog.author, time: blog.time_to_read }}
            components={{ 0: <span translate="no" />, 1: <span translate="no" /> }}
          />
        </p>
      </div>
    </li>
  );
}
