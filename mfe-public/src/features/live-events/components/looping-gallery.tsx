import { useState } from 'react';
import type { ResponsiveImage } from '../../../assets/images';
import { Icon } from '../../../shared/art/icon';
import pageStyles from '../../../shared/components/page.module.css';
import { NoScriptStyle } from '@yoga/site-layout';
import styles from './looping-gallery.module.css';
import { useLocale } from '@yoga/i18n';

/** Without JavaScript the pause button could not work: the strip pauses under the pointer or focus instead. */
const withoutScriptCss = `.${styles.toggle}{display:none}.${styles.window}:focus-within .${styles.strip}{animation-play-state:paused}`;

/**
 * A gallery that scrolls sideways forever: the items are drawn twice and the strip moves by half its
 * width, so the loop has no visible seam. The copy is hidden from assistive tech.
 */
export function LoopingGallery({
  items,
}: {
  items: readonly { image: ResponsiveImage; caption: string }[];
}) {
  const { t } = useLocale();
  const [paused, setPaused] = useState(false);
  const renderItems = (copy: boolean) =>
    items.map((item) => (
      <li key={`${copy ? 'copy-' : ''}${item.caption}`} aria-hidden={copy || undefined}>
        <figure className={styles.item}>
          <img {...item.image} alt={copy ? '' : item.caption} loading="lazy" />
          <figcaption>{item.caption}</figcaption>
        </figure>
      </li>
    ));
  return (
    <div className={styles.gallery} data-testid="looping-gallery" data-paused={paused}>
      <NoScriptStyle css={withoutScriptCss} />
      {/* Focusable so keyboard users can scroll it when reduced motion turns the loop into a plain row. */}
      <div
        className={styles.window}
        role="region"
        aria-label={t('public.events.gallery.photos')}
        tabIndex={0}
      >
        <ul className={`${styles.strip} ${paused ? styles.paused : ''}`}>
          {renderItems(false)}
          {renderItems(true)}
        </ul>
      </div>
      <button
        type="button"
        className={`${pageStyles.iconButton} ${styles.toggle}`}
        onClick={() => setPaused((p) => !p)}
        aria-label={t(paused ? 'public.events.gallery.play' : 'public.events.gallery.pause')}
      >
        <Icon name={paused ? 'play' : 'pause'} />
      </button>
    </div>
  );
}
