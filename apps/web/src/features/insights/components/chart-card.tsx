import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightSection } from './insight-section.tsx';
import { downloadCsv } from './chart-export.ts';
import { downloadPng, type ImageCaption } from './image-export.ts';
import { LineLegend } from './line-styles.tsx';

/** The first column (the names) stays in view while the numbers scroll beside it. */
const nameColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 96,
  maxWidth: 160,
} as const;

interface ChartTableRow {
  key: string;
  cells: (string | number)[];
  /** Opens the timeline with this row's filters; absent for a row that names no item. */
  drillDown?: () => void;
}

export interface ChartTable {
  columns: string[];
  rows: ChartTableRow[];
  /**
   * Columns in time order, oldest first: the table opens scrolled to its newest (last) columns,
   * the name column staying in view.
   */
  timeColumns?: boolean;
}

/**
 * One chart of the insights: its title, the drawing (described in words for a screen reader),
 * the same numbers as a table whose rows open the timeline (the chart's text alternative and its
 * keyboard way in), and its exports: the table as CSV, the drawing as PNG under a caption.
 */
export function ChartCard({
  title,
  description,
  table,
  fileName,
  help,
  caption,
  drawingWidth = 0,
  children,
}: {
  title: string;
  /** What the exported image says of itself: what is counted, the period, the legend. */
  caption: ImageCaption;
  /** The width the drawing needs to be read: wider than the card, it scrolls (opening at its end). */
  drawingWidth?: number;
  /** The chart in one or two sentences: what a screen reader says instead of the drawing. */
  description: string;
  table: ChartTable;
  /** The exported files' name, without extension. */
  fileName: string;
  help?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const drawing = useRef<HTMLDivElement>(null);
  const tableScroller = useRef<HTMLDivElement>(null);
  const drawingScroller = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // A wide drawing opens on its newest (right) end, where its axis is.
  useLayoutEffect(() => {
    const scroller = drawingScroller.current;
    if (!scroller) return;
    setScrolls(scroller.scrollWidth > scroller.clientWidth);
    scroller.scrollLeft = scroller.scrollWidth;
  }, [drawingWidth]);
  // Mounted while the accordion is closed, so the table opens on the newest weeks.
  useLayoutEffect(() => {
    const scroller = tableScroller.current;
    if (scroller && table.timeColumns) scroller.scrollLeft = scroller.scrollWidth;
  }, [table]);
  // The drawing's largest SVG: a chart's legend marks are small SVGs of their own, before it.
  const svg = () =>
    [...(drawing.current?.querySelectorAll('svg') ?? [])].reduce<SVGSVGElement | null>(
      (largest, candidate) => {
        const area = (element: SVGSVGElement) => {
          const { width, height } = element.getBoundingClientRect();
          return width * height;
        };
        return !largest || area(candidate) > area(largest) ? candidate : largest;
      },
      null,
    );

  return (
    <InsightSection title={title}>
      {help}
      {caption.legend.length > 0 && (
        // The same entries the image's legend draws; the lines' names are also in the description.
        <Box sx={{ mt: 1.5 }} aria-hidden>
          <LineLegend entries={caption.legend} background={theme.palette.background.paper} />
        </Box>
      )}
      <Box
        ref={drawingScroller}
        // A scrolling region is reached by the keyboard too.
        tabIndex={scrolls ? 0 : undefined}
        sx={{ mt: 1, overflowX: 'auto' }}
      >
        <Box ref={drawing} role="img" aria-label={description} sx={{ minWidth: drawingWidth }}>
          {children}
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          onClick={() =>
            downloadCsv([table.columns, ...table.rows.map((row) => row.cells)], `${fileName}.csv`)
          }
        >
          {t('insights>>exportCsv')}
        </Button>
        <Button
          size="small"
          startIcon={<ImageOutlined />}
          onClick={() => {
            const element = svg();
            if (!element) return;
            const colors = {
              background: theme.palette.background.paper,
              text: theme.palette.text.primary,
              secondary: theme.palette.text.secondary,
            };
            void downloadPng(element, caption, colors, `${fileName}.png`);
          }}
        >
          {t('insights>>exportImage')}
        </Button>
      </Stack>
      <Accordion
        disableGutters
        elevation={0}
        sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0 }}>
          <Typography variant="body2">{t('insights>>showTable')}</Typography>
        </AccordionSummary>
        <AccordionDetails ref={tableScroller} sx={{ px: 0, overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {table.columns.map((column, index) => (
                  <TableCell key={column} sx={index === 0 ? nameColumn : undefined}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell
                      key={index}
                      align={typeof cell === 'number' ? 'right' : 'left'}
                      sx={index === 0 ? nameColumn : undefined}
                    >
                      {index === 0 && row.drillDown ? (
                        <Button
                          size="small"
                          sx={{ p: 0, minWidth: 0, textAlign: 'left' }}
                          onClick={row.drillDown}
                        >
                          {cell}
                        </Button>
                      ) : (
                        cell
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionDetails>
      </Accordion>
    </InsightSection>
  );
}
