import { alpha, Box, useTheme } from '@mui/material';

export interface HeatMapCell {
  row: number;
  column: number;
  value: number;
}

const LABEL_WIDTH = 110;
const CELL_HEIGHT = 28;
const HEADER_HEIGHT = 56;

/** Room for a label of about `width` px: wide (Japanese) characters take about twice a latin one's. */
function clip(text: string, width: number, fontSize: number): string {
  let used = 0;
  for (let index = 0; index < text.length; index += 1) {
    used += (text.charCodeAt(index) > 0xff ? 1 : 0.6) * fontSize;
    if (used > width) return `${text.slice(0, Math.max(1, index - 1))}…`;
  }
  return text;
}

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
  const width = 358;
  const cellWidth = Math.max(24, (width - LABEL_WIDTH) / Math.max(1, columns.length));
  // Room on the right for the last column's slanted label.
  const totalWidth = LABEL_WIDTH + cellWidth * columns.length + 48;
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
            {clip(column, 90, 11)}
          </text>
        ))}
        {rows.map((row, index) => (
          <text
            key={index}
            x={LABEL_WIDTH - 6}
            y={HEADER_HEIGHT + CELL_HEIGHT * index + CELL_HEIGHT / 2 + 4}
            fontSize={12}
            fill={text}
            textAnchor="end"
          >
            {clip(row, LABEL_WIDTH - 12, 12)}
          </text>
        ))}
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
