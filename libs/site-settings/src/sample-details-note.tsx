import { SAMPLE_DETAILS_TEXT, type BusinessDetails } from '@yoga/contracts';
import styles from './sample-details-note.module.css';

/** Shown next to business details while they are the samples (development, or the API unreachable). */
export function SampleDetailsNote({
  details,
  className,
  text = SAMPLE_DETAILS_TEXT,
}: {
  details: BusinessDetails;
  className?: string;
  /** The note in the page's language (default: the English text). */
  text?: string;
}) {
  if (!details.sample) return null;
  return (
    <p role="note" className={className ? `${styles.note} ${className}` : styles.note}>
      {text}
    </p>
  );
}
