/**
 * A chart's drawing as a PNG image that stands on its own once it has left the screen: the chart
 * under its title and its period (what is counted, and when), above a legend naming each line with
 * its colour, dash pattern and mark. Made in the browser from the SVG the screen already shows.
 */
import { saveBlob } from '../../../lib/api-download.ts';
import { markPath, SAMPLE_HEIGHT, SAMPLE_WIDTH, type LegendEntry } from './line-styles.tsx';

export interface ImageCaption {
  /** What the image counts. */
  title: string;
  /** Under the title: the period, the filters. */
  lines: string[];
  /** The lines' names and looks; empty for a chart whose marks need no key. */
  legend: LegendEntry[];
}

export interface ImageColors {
  background: string;
  text: string;
  secondary: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The properties an SVG drawing takes from style sheets, copied onto its clone. */
const PAINTED = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
];
const PADDING = 16;
const TITLE_SIZE = 16;
const LINE_SIZE = 12;
const LEGEND_SIZE = 12;
/** Narrower images (a phone's chart) still leave the title room to read. */
const MIN_WIDTH = 360;

/** The chart's SVG with its computed styles inlined: the image is drawn without style sheets. */
function inlinedClone(svg: SVGSVGElement): SVGSVGElement {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const computed = getComputedStyle(original);
    const copy = copies[index] as SVGElement;
    for (const property of PAINTED) {
      copy.style.setProperty(property, computed.getPropertyValue(property));
    }
  });
  return clone;
}

/** Words with their spaces, or single characters (Japanese breaks between any two). */
const TOKENS = /[\p{Script=Latin}\p{N}'’.,:;!?()\-–/%&+#]+\s*|\s+|./gu;

/** `text` in lines no wider than `width` px in `font`, broken between words or wide characters. */
function wrap(text: string, width: number, font: string): string[] {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = font;
  const lines: string[] = [];
  let line = '';
  for (const [token] of text.matchAll(TOKENS)) {
    if (line && context.measureText(line + token).width > width) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line += token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function element<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The whole image as SVG source, and its size in CSS pixels. */
function composeImage(svg: SVGSVGElement, caption: ImageCaption, colors: ImageColors) {
  const chart = svg.getBoundingClientRect();
  const width = Math.max(MIN_WIDTH, Math.ceil(chart.width) + 2 * PADDING);
  const inner = width - 2 * PADDING;
  const family = getComputedStyle(svg).fontFamily;
  const root = element('svg', { xmlns: SVG_NS, 'font-family': family });
  const parts: SVGElement[] = [];
  let y = PADDING;
  const write = (text: string, size: number, fill: string, weight: number, x = PADDING) => {
    const lines = wrap(text, width - PADDING - x, `${weight} ${size}px ${family}`);
    for (const line of lines) {
      y += Math.round(size * 1.4);
      parts.push(element('text', { x, y, fill, 'font-size': size, 'font-weight': weight }, line));
    }
  };

  write(caption.title, TITLE_SIZE, colors.text, 700);
  for (const line of caption.lines) write(line, LINE_SIZE, colors.secondary, 400);
  y += 8;
  const drawing = inlinedClone(svg);
  drawing.setAttribute('x', String(PADDING + (inner - chart.width) / 2));
  drawing.setAttribute('y', String(y));
  drawing.setAttribute('width', String(chart.width));
  drawing.setAttribute('height', String(chart.height));
  parts.push(drawing);
  y += chart.height + 4;

  const legend = element('g', { 'data-legend': '' });
  for (const entry of caption.legend) {
    const rowTop = y + 4;
    const middle = rowTop + LEGEND_SIZE * 0.7;
    legend.append(
      element('line', {
        x1: PADDING,
        x2: PADDING + SAMPLE_WIDTH,
        y1: middle,
        y2: middle,
        stroke: entry.color,
        'stroke-width': 2,
        'stroke-dasharray': entry.dash || 'none',
      }),
      element('path', {
        d: markPath(entry.shape, PADDING + SAMPLE_WIDTH / 2, middle, SAMPLE_HEIGHT - 6),
        fill: colors.background,
        stroke: entry.color,
        'stroke-width': 2,
      }),
    );
    const before = parts.length;
    write(entry.label, LEGEND_SIZE, colors.text, 400, PADDING + SAMPLE_WIDTH + 8);
    legend.append(...parts.splice(before));
    y += 4;
  }
  parts.push(legend);
  y += PADDING;

  const height = Math.ceil(y);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.append(element('rect', { width, height, fill: colors.background }), ...parts);
  return { source: new XMLSerializer().serializeToString(root), width, height };
}

/** The composed image as a PNG at twice its size. */
export async function downloadPng(
  svg: SVGSVGElement,
  caption: ImageCaption,
  colors: ImageColors,
  fileName: string,
) {
  const { source, width, height } = composeImage(svg, caption, colors);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d')!;
  context.scale(2, 2);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) saveBlob(blob, fileName);
}
