import pageStyles from '../../../shared/components/page.module.css';
import type { Trainer } from '../home.content';
import styles from './trainer-list.module.css';

export function TrainerList({ trainers }: { trainers: readonly Trainer[] }) {
  return (
    <ul className={pageStyles.grid}>
      {trainers.map((trainer) => (
        <li key={trainer.name} className={`${pageStyles.card} ${styles.trainer}`}>
          <img
            src={trainer.image}
            alt={`Portrait of ${trainer.name}`}
            width={120}
            height={120}
            loading="lazy"
            className={styles.photo}
          />
          <h3>{trainer.name}</h3>
          <p className={styles.years}>{trainer.years} years of experience</p>
          <p className={styles.speciality}>{trainer.speciality}</p>
          <p>{trainer.about}</p>
        </li>
      ))}
    </ul>
  );
}
