/**
 * A chart's data as a CSV file and its drawing as a PNG image, made in the browser from what the
 * screen already holds: nothing is asked of the server again.
 */
import { neutralizeFormula, UTF8_BOM } from '@kizuki/shared/rules';

function csvCell(value: string | number): string {
  // Spreadsheets run a cell starting with =, +, - or @ as a formula: kept as text (one rule).
  const text = neutralizeFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte-order mark and CRLF lines: what Excel opens with Japanese intact. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${UTF8_BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadCsv(rows: readonly (readonly (string | number)[])[], fileName: string) {
  save(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** The properties an SVG drawing takes from style sheets, copied onto its clone. */
const PAINTED = [
  'fill',
  'stroke',
  'stroke-width',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
];

/**
 * The chart's SVG as a PNG at twice its size, on the theme's background: the clone carries the
 * computed styles, since the image is drawn without the page's style sheets.
 */
export async function downloadPng(svg: SVGSVGElement, background: string, fileName: string) {
  const { width, height } = svg.getBoundingClientRect();
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
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const source = new XMLSerializer().serializeToString(clone);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * 2);
  canvas.height = Math.round(height * 2);
  const context = canvas.getContext('2d')!;
  context.scale(2, 2);
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) save(blob, fileName);
}
