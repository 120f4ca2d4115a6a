/** Hand-drawn yoga illustrations (no external images): a figure in a pose over a sun and hills. */
export type Pose = 'lotus' | 'tree' | 'warrior' | 'salute' | 'namaste';

const POSES: Record<Pose, { head: [number, number]; lines: string }> = {
  lotus: {
    head: [100, 62],
    lines:
      'M100 78V120M100 90L74 110L62 128M100 90L126 110L138 128M58 134Q100 152 142 134M70 142Q100 124 130 142',
  },
  tree: {
    head: [100, 44],
    lines: 'M100 60V112M100 70L80 30M100 70L120 30M100 112V172M100 112L126 132L102 144',
  },
  warrior: {
    head: [100, 52],
    lines: 'M100 68V114M50 84H150M100 114L62 140L58 172M100 114L148 172',
  },
  salute: {
    head: [100, 48],
    lines: 'M100 64V120M100 70L88 18M100 70L112 18M100 120L92 172M100 120L108 172',
  },
  namaste: {
    head: [100, 46],
    lines: 'M100 62V118M100 74L84 94L98 100M100 74L116 94L102 100M100 118L94 172M100 118L106 172',
  },
};

export interface ScenePalette {
  sky: string;
  sun: string;
  hill: string;
  figure: string;
}

export function YogaScene({
  pose,
  palette,
  className,
  width = 200,
  height = 200,
}: {
  pose: Pose;
  palette: ScenePalette;
  className?: string;
  width?: number;
  height?: number;
}) {
  const { head, lines } = POSES[pose];
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="200" height="200" rx="24" fill={palette.sky} />
      <circle cx="150" cy="58" r="30" fill={palette.sun} />
      <path d="M0 160Q50 128 100 150T200 140V200H0z" fill={palette.hill} />
      <rect x="46" y="174" width="108" height="8" rx="4" fill={palette.figure} opacity="0.35" />
      <g
        fill="none"
        stroke={palette.figure}
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={lines} />
      </g>
      <circle cx={head[0]} cy={head[1]} r="13" fill={palette.figure} />
    </svg>
  );
}
