import pageStyles from '../../../shared/components/page.module.css';
import type { Trainer } from '../home.content';
import styles from './trainer-list.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../../../shared/i18n';
// Registers the catalogue of home's lower sections.
import '../below-fold/i18n';

export function TrainerList({ trainers }: { trainers: readonly Trainer[] }) {
  const { t } = useLocale();
  return (
    <ul className={pageStyles.grid}>
      {trainers.map((trainer, i) => (
        <li key={i} className={`${pageStyles.card} ${styles.trainer}`}>
          {trainer.image && (
            <img
              {...trainer.image}
              alt={trainer.alt ?? t('public.common.portrait', { name: trainer.name })}
              loading="lazy"
              className={styles.photo}
            />
          )}
          <h3 translate="no">{trainer.name}</h3>
          <p className={styles.years}>{t('public.home.trainer.years', { years: trainer.years })}</p>
          <p className={styles.speciality}>{trainer.speciality}</p>
          <p>{trainer.about}</p>
        </li>
      ))}
    </ul>
  );
}
