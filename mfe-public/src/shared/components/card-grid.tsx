import { Icon, type IconName } from '../art/icon';
import styles from './page.module.css';

export interface CardItem {
  icon: IconName;
  title: string;
  text: string;
}

/** A responsive grid of icon cards; headings start at `level` to keep the outline in order. */
export function CardGrid({ items, level = 3 }: { items: readonly CardItem[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.cardIcon}>
            <Icon name={item.icon} />
          </span>
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
