import type { CardItem } from '../../shared/components/card-grid';
import type { Pose, ScenePalette } from '../../shared/art/yoga-scene';

/** The art of the home page's hero and cards (shipped with the first paint); the words are its content. */

export interface HeroSlide {
  title: string;
  text: string;
  pose: Pose;
  palette: ScenePalette;
  /** An uploaded picture in place of the drawing (edited content). */
  photo?: {
    src: string;
    srcSet: string;
    sizes: string;
    width: number;
    height: number;
    alt: string;
  };
}

/** The slides' art, in turn (a slide with an uploaded photo shows it instead). */
export const SLIDE_ART: readonly Pick<HeroSlide, 'pose' | 'palette'>[] = [
  {
    pose: 'salute',
    palette: { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' },
  },
  { pose: 'tree', palette: { sky: '#dff0e4', sun: '#f3c969', hill: '#8cc59a', figure: '#1f4d36' } },
  {
    pose: 'warrior',
    palette: { sky: '#e6e8fb', sun: '#f6a96b', hill: '#a5aae6', figure: '#2d3160' },
  },
  {
    pose: 'namaste',
    palette: { sky: '#fbe3ea', sun: '#f3c969', hill: '#e3a3b5', figure: '#7a2240' },
  },
  {
    pose: 'lotus',
    palette: { sky: '#fff2c6', sun: '#f6a96b', hill: '#e6c66a', figure: '#5e4304' },
  },
];

/** The Membership Features' icons (here: no picture module, see home.view.ts). */
export const FEATURE_ICONS: readonly CardItem['icon'][] = [
  'calendar',
  'check',
  'users',
  'leaf',
  'brain',
  'heart',
];

export const BENEFIT_ICONS: readonly CardItem['icon'][] = [
  'video',
  'clock',
  'sun',
  'chat',
  'tv',
  'gift',
];
