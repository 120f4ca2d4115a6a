import type { WellnessTopic } from './components/wellness-template';

export const MENTAL_HEALTH: WellnessTopic = {
  key: 'mental',
  pose: 'lotus',
  palette: { sky: '#e6e8fb', sun: '#f3c969', hill: '#a5aae6', figure: '#2d3160' },
  icons: ['brain', 'wind', 'sun', 'moon'],
};

export const NUTRITION: WellnessTopic = {
  key: 'nutrition',
  pose: 'namaste',
  palette: { sky: '#dff0e4', sun: '#f3c969', hill: '#8cc59a', figure: '#1f4d36' },
  icons: ['leaf', 'droplet', 'flame'],
};

export const PHYSICAL: WellnessTopic = {
  key: 'physical',
  pose: 'warrior',
  palette: { sky: '#ffe7cf', sun: '#f6a96b', hill: '#e9b48a', figure: '#5e2704' },
  icons: ['calendar', 'trophy', 'star'],
};

export const LIFESTYLE: WellnessTopic = {
  key: 'lifestyle',
  pose: 'tree',
  palette: { sky: '#fff2c6', sun: '#f6a96b', hill: '#e6c66a', figure: '#5e4304' },
  icons: ['sun', 'clock', 'heart', 'bolt'],
};
