import { Icon, type IconName } from '../art/icon';
import pageStyles from './page.module.css';
import { useLocale } from '@yoga/i18n';
// Registers the public catalogue (public.*) wherever its messages are used.
import '../i18n';

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
  /** What plays, in the active language ("slideshow", "reasons carousel"); undefined: the slideshow. */
  name: string;
  onClick: () => void;
}) {
  const { t } = useLocale();
  return (
    <IconButton
      label={t(playing ? 'public.common.pause' : 'public.common.play', { name })}
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
  /** What one step shows: its label is `public.common.step.<direction>.<item>`. */
  item: 'slide' | 'reason';
  onClick: () => void;
}) {
  const { t } = useLocale();
  return (
    <IconButton
      label={t(`public.common.step.${direction}.${item}`)}
      icon={direction === 'previous' ? 'left' : 'right'}
      onClick={onClick}
    />
  );
}
