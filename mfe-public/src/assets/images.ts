// The illustrations of the public pages as WebP, 1x and 2x the width the pages show them at (rendered
// from the SVG drawings beside them by scripts/make-images.sh). An SVG <img> costs the browser a document
// of its own to draw, tens of milliseconds of main thread per image on a slow phone; a WebP only a decode.
import event1 from './event-1.webp';
import event1x2 from './event-1@2x.webp';
import event2 from './event-2.webp';
import event2x2 from './event-2@2x.webp';
import event3 from './event-3.webp';
import event3x2 from './event-3@2x.webp';
import event4 from './event-4.webp';
import event4x2 from './event-4@2x.webp';
import event5 from './event-5.webp';
import event5x2 from './event-5@2x.webp';
import event6 from './event-6.webp';
import event6x2 from './event-6@2x.webp';
import founder from './founder.webp';
import founderX2 from './founder@2x.webp';
import trainer1 from './trainer-1.webp';
import trainer1x2 from './trainer-1@2x.webp';
import trainer2 from './trainer-2.webp';
import trainer2x2 from './trainer-2@2x.webp';
import trainer3 from './trainer-3.webp';
import trainer3x2 from './trainer-3@2x.webp';

/**
 * An image's files and the size it is shown at: spread it on the <img> (`src`, `srcSet`, `width`,
 * `height`). The sizes are those scripts/make-images.sh renders at 1x.
 */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

function responsive(x1: string, x2: string, width: number, height: number): ResponsiveImage {
  return { src: x1, srcSet: `${x1} 1x, ${x2} 2x`, width, height };
}

/** Live events: the past events' pictures. */
export const EVENT_IMAGES: readonly ResponsiveImage[] = [
  responsive(event1, event1x2, 320, 200),
  responsive(event2, event2x2, 320, 200),
  responsive(event3, event3x2, 320, 200),
  responsive(event4, event4x2, 320, 200),
  responsive(event5, event5x2, 320, 200),
  responsive(event6, event6x2, 320, 200),
];

/** Home: the trainers' portraits. */
export const TRAINER_IMAGES = [
  responsive(trainer1, trainer1x2, 120, 120),
  responsive(trainer2, trainer2x2, 120, 120),
  responsive(trainer3, trainer3x2, 120, 120),
] as const;

/** Home: the founder's portrait. */
export const FOUNDER_IMAGE: ResponsiveImage = responsive(founder, founderX2, 160, 160);
