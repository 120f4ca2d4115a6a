import { Icon, type IconName } from '../art/icon';
import pageStyles from './page.module.css';

function IconButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: IconName;
  onClick: () => void;
}) {
  return (
    <button type="button" className={pageStyles.iconButton} onClick={onClick} aria-label={label}>
      <Icon name={icon} />
    </button>
  );
}

/** The slideshows' play/pause toggle: it names what a click does ("Pause slideshow", "Play slideshow"). */
export function PlayPauseButton({
  playing,
  name,
  onClick,
}: {
  playing: boolean;
  /** What plays, e.g. "slideshow" or "reasons carousel". */
  name: string;
  onClick: () => void;
}) {
  return (
    <IconButton
      label={playing ? `Pause ${name}` : `Play ${name}`}
      icon={playing ? 'pause' : 'play'}
      onClick={onClick}
    />
  );
}

/** An arrow that moves a slideshow one step, named "Previous slide", "Next reason"... */
export function StepButton({
  direction,
  item,
  onClick,
}: {
  direction: 'previous' | 'next';
  /** What one step shows, e.g. "slide" or "reason". */
  item: string;
  onClick: () => void;
}) {
  return (
    <IconButton
      label={`${direction === 'previous' ? 'Previous' : 'Next'} ${item}`}
      icon={direction === 'previous' ? 'left' : 'right'}
      onClick={onClick}
    />
  );
}
