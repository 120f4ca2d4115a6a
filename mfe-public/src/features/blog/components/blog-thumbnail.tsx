import type { Blog } from '@yoga/contracts';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import { YogaScene } from '../../../shared/art/yoga-scene';
import styles from './blog.module.css';

const FALLBACK_PALETTE = { sky: '#fff3e6', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' };

/**
 * The post's uploaded thumbnail (WebP in several widths: the browser takes the one its screen needs), or our
 * own artwork when it has none. `sizes` says how wide it is drawn.
 */
export function BlogThumbnail({
  blog,
  width,
  height,
  sizes,
  eager = false,
}: {
  blog: Blog;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
}) {
  if (!blog.thumbnail) {
    return (
      <div className={styles.thumb} style={{ aspectRatio: `${width} / ${height}` }}>
        <YogaScene pose="lotus" palette={FALLBACK_PALETTE} width={120} height={120} />
      </div>
    );
  }
  return (
    <img
      className={styles.thumbImg}
      src={drawnMediaUrl(blog.thumbnail)}
      srcSet={blog.thumbnail_srcset ? drawnMediaSrcSet(blog.thumbnail_srcset) : undefined}
      sizes={blog.thumbnail_srcset ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // A post's picture is its largest element: fetched first (it is in the server-rendered HTML).
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
