import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Paper,
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
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, downloadPng } from './chart-export.ts';

export interface ChartTableRow {
  key: string;
  cells: (string | number)[];
  /** Opens the timeline with this row's filters; absent for a row that names no item. */
  drillDown?: () => void;
}

export interface ChartTable {
  columns: string[];
  rows: ChartTableRow[];
}

/**
 * One chart of the insights: its title, the drawing (described in words for a screen reader),
 * the same numbers as a table whose rows open the timeline (the chart's text alternative and its
 * keyboard way in), and its exports: the table as CSV, the drawing as PNG.
 */
export function ChartCard({
  title,
  description,
  table,
  fileName,
  help,
  children,
}: {
  title: string;
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
    <Paper component="section" elevation={0} aria-label={title} sx={{ mx: 2, mb: 2, p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {help}
      <Box ref={drawing} role="img" aria-label={description} sx={{ mt: 1 }}>
        {children}
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
            if (element)
              void downloadPng(element, theme.palette.background.paper, `${fileName}.png`);
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
        <AccordionDetails sx={{ px: 0, overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={index} align={typeof cell === 'number' ? 'right' : 'left'}>
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
    </Paper>
  );
}
