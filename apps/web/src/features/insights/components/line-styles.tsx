import { Box } from '@mui/material';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

/** A mark the chart draws on a line's points (MUI X's names), and the legend beside its name. */
export type LineMarkShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'cross';

export interface LineStyle {
  color: string;
  /** SVG stroke-dasharray; '' is a solid line. */
  dash: string;
  shape: LineMarkShape;
}

/** One legend entry: a line's name and how it is drawn. */
export interface LegendEntry extends LineStyle {
  label: string;
}

const DASHES = ['', '7 4', '2 3', '10 3 2 3', '4 4'];
const SHAPES: LineMarkShape[] = ['circle', 'square', 'diamond', 'triangle', 'cross'];

/**
 * The n-th line's colour, dash pattern and mark: told apart by each of the three, so that a reader
 * who does not see the colours, or a greyscale print, still tells the lines apart.
 */
export function lineStyle(index: number, mode: 'light' | 'dark'): LineStyle {
  const colors = rainbowSurgePalette(mode);
  return {
    color: colors[index % colors.length]!,
    dash: DASHES[index % DASHES.length]!,
    shape: SHAPES[index % SHAPES.length]!,
  };
}

/** The outline of a mark of about `size` px centred on (x, y), as an SVG path. */
export function markPath(shape: LineMarkShape, x: number, y: number, size: number): string {
  const r = size / 2;
  switch (shape) {
    case 'circle':
      return `M ${x - r} ${y} a ${r} ${r} 0 1 0 ${size} 0 a ${r} ${r} 0 1 0 ${-size} 0 Z`;
    case 'square':
      return `M ${x - r} ${y - r} h ${size} v ${size} h ${-size} Z`;
    case 'diamond':
      return `M ${x} ${y - r * 1.3} L ${x + r} ${y} L ${x} ${y + r * 1.3} L ${x - r} ${y} Z`;
    case 'triangle':
      return `M ${x} ${y - r * 1.2} L ${x + r * 1.1} ${y + r * 0.8} L ${x - r * 1.1} ${y + r * 0.8} Z`;
    case 'cross': {
      const t = r / 2.5;
      return `M ${x - t} ${y - r} h ${2 * t} v ${r - t} h ${r - t} v ${2 * t} h ${t - r} v ${r - t} h ${-2 * t} v ${t - r} h ${t - r} v ${-2 * t} h ${r - t} Z`;
    }
  }
}

export const SAMPLE_WIDTH = 32;
export const SAMPLE_HEIGHT = 14;

/** A short stretch of the line with its mark in the middle: what a legend shows of a line. */
function LineSample({ style, background }: { style: LineStyle; background: string }) {
  const middle = SAMPLE_HEIGHT / 2;
  return (
    <svg
      width={SAMPLE_WIDTH}
      height={SAMPLE_HEIGHT}
      viewBox={`0 0 ${SAMPLE_WIDTH} ${SAMPLE_HEIGHT}`}
      aria-hidden
      style={{ flexShrink: 0 }}
    >
      <line
        x1={1}
        x2={SAMPLE_WIDTH - 1}
        y1={middle}
        y2={middle}
        stroke={style.color}
        strokeWidth={2}
        strokeDasharray={style.dash || undefined}
      />
      <path
        d={markPath(style.shape, SAMPLE_WIDTH / 2, middle, 8)}
        fill={background}
        stroke={style.color}
        strokeWidth={2}
      />
    </svg>
  );
}

/**
 * The lines' names, each after a sample of its line: whole names that wrap, where the chart's own
 * legend cut them, listed above the drawing (the image export draws the same entries).
 */
export function LineLegend({
  entries,
  background,
}: {
  entries: LegendEntry[];
  background: string;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={index}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
        >
          <LineSample style={entry} background={background} />
          {entry.label}
        </Box>
      ))}
    </Box>
  );
}
