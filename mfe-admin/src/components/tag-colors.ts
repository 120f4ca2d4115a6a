/** Solid tag colours with white text at AA contrast (the preset light tags are too pale). */
export const TAG_COLORS = {
  active: '#2f7d32',
  blocked: '#a8071a',
  demo: '#0958d9',
  paid: '#7a3306',
} as const;
