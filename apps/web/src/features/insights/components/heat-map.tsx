import { alpha, Box, useTheme } from '@mui/material';
import { fitText, twoLines } from './text-fit.ts';

export interface HeatMapCell {
  row: number;
  column: number;
  value: number;
}

const LABEL_WIDTH = 150;
const CELL_HEIGHT = 34;
const HEADER_HEIGHT = 76;
/** A phone's card: the drawing is this wide at 390 px, so its text is drawn at its own size. */
const WIDTH = 326;

/**
 * The product x disease-group heat map, drawn as SVG by hand: MUI X keeps its heat map in the
 * paid Pro package, and a grid of rectangles is all a heat map is. Each cell is tapped to open the
 * timeline for the pair; the table beside the chart is the keyboard's and screen reader's way.
 */
export function HeatMap({
  rows,
  columns,
  cells,
  onCellClick,
}: {
  rows: string[];
  columns: string[];
  cells: HeatMapCell[];
  onCellClick: (cell: HeatMapCell) => void;
}) {
  const theme = useTheme();
  const max = Math.max(1, ...cells.map((cell) => cell.value));
  // Room on the right for the last column's slanted label.
  const cellWidth = Math.max(24, (WIDTH - LABEL_WIDTH - 40) / Math.max(1, columns.length));
  const totalWidth = LABEL_WIDTH + cellWidth * columns.length + 40;
  const height = HEADER_HEIGHT + CELL_HEIGHT * rows.length;
  const text = theme.palette.text.primary;
  return (
    // Scaled to the card's width (no scrolling region): a phone shows every column at once.
    <Box>
      <svg width="100%" viewBox={`0 0 ${totalWidth} ${height}`} style={{ display: 'block' }}>
        {columns.map((column, index) => (
          <text
            key={index}
            x={LABEL_WIDTH + cellWidth * index + cellWidth / 2}
            y={HEADER_HEIGHT - 8}
            fontSize={11}
            fill={text}
            textAnchor="start"
            transform={`rotate(-35 ${LABEL_WIDTH + cellWidth * index + cellWidth / 2} ${HEADER_HEIGHT - 8})`}
          >
            {fitText(column, 110, 11)}
          </text>
        ))}
        {rows.map((row, index) => {
          // Two lines, so that a product's name and its generic name are read whole.
          const lines = twoLines(row, LABEL_WIDTH - 10, 11);
          const middle = HEADER_HEIGHT + CELL_HEIGHT * index + CELL_HEIGHT / 2;
          return (
            <text key={index} x={LABEL_WIDTH - 6} fontSize={11} fill={text} textAnchor="end">
              {lines.map((line, number) => (
                <tspan
                  key={number}
                  x={LABEL_WIDTH - 6}
                  y={middle + 4 + (number - (lines.length - 1) / 2) * 13}
                >
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
        {cells.map((cell) => {
          const strong = cell.value / max > 0.55;
          return (
            <g
              key={`${cell.row}/${cell.column}`}
              onClick={() => onCellClick(cell)}
              style={{ cursor: 'pointer' }}
              data-cell={`${cell.row}/${cell.column}`}
            >
              <rect
                x={LABEL_WIDTH + cellWidth * cell.column + 1}
                y={HEADER_HEIGHT + CELL_HEIGHT * cell.row + 1}
                width={cellWidth - 2}
                height={CELL_HEIGHT - 2}
                rx={3}
                fill={alpha(theme.palette.primary.main, 0.08 + 0.92 * (cell.value / max))}
              />
              <text
                x={LABEL_WIDTH + cellWidth * cell.column + cellWidth / 2}
                y={HEADER_HEIGHT + CELL_HEIGHT * cell.row + CELL_HEIGHT / 2 + 4}
                fontSize={11}
                textAnchor="middle"
                fill={strong ? theme.palette.primary.contrastText : text}
              >
                {cell.value}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
