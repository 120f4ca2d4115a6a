import { SAMPLE_DETAILS_TEXT, type BusinessDetails } from '@yoga/contracts';
import styles from './sample-details-note.module.css';

/** Shown next to business details while they are the samples (development, or the API unreachable). */
export function SampleDetailsNote({
  details,
  className,
}: {
  details: BusinessDetails;
  className?: string;
}) {
  if (!details.sample) return null;
  return (
    <p role="note" className={className ? `${styles.note} ${className}` : styles.note}>
      {SAMPLE_DETAILS_TEXT}
    </p>
  );
}
