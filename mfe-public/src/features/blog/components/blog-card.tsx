import { Link } from 'react-router-dom';
import type { Blog } from '@yoga/contracts';
import { BlogThumbnail } from './blog-thumbnail';
import styles from './blog.module.css';

export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <li className={styles.card}>
      <BlogThumbnail blog={blog} width={400} height={225} />
      <div className={styles.body}>
        <p className={styles.category}>{blog.category}</p>
        <h2 className={styles.cardTitle}>
          <Link to={`/blogs/${blog.id}`} className={styles.cardLink}>
            {blog.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          By {blog.author} · {blog.time_to_read} read
        </p>
      </div>
    </li>
  );
}
