/**
 * The lotus mark of the brand, drawn once: the header, the footer and the auth card render it inline (no
 * image request), and shell/public/favicon.svg is `brandMarkSvg()` written to a file (a test keeps the two
 * equal; scripts/make-icons.sh renders the PNG icons from it).
 */
const SHAPES = {
  circle: { cx: 16, cy: 16, r: 16, fill: '#7a3306' },
  petal: { d: 'M16 7c3 3 3 9 0 14-3-5-3-11 0-14z', fill: '#ffd9b8' },
  leaves: { d: 'M7 14c4 0 7 3 9 7-4 1-8-2-9-7zM25 14c-4 0-7 3-9 7 4 1 8-2 9-7z', fill: '#f6a96b' },
  base: { d: 'M8 23h16', stroke: '#ffd9b8' },
} as const;

export function BrandMark({ size = 32 }: { size?: number }) {
  const { circle, petal, leaves, base } = SHAPES;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx={circle.cx} cy={circle.cy} r={circle.r} fill={circle.fill} />
      <path d={petal.d} fill={petal.fill} />
      <path d={leaves.d} fill={leaves.fill} />
      <path d={base.d} stroke={base.stroke} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The same mark as a standalone SVG document (the favicon). */
export function brandMarkSvg(): string {
  const { circle, petal, leaves, base } = SHAPES;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">',
    `  <circle cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}" fill="${circle.fill}"/>`,
    `  <path d="${petal.d}" fill="${petal.fill}"/>`,
    `  <path d="${leaves.d}" fill="${leaves.fill}"/>`,
    `  <path d="${base.d}" stroke="${base.stroke}" stroke-width="2" stroke-linecap="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}
