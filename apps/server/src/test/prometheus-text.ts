/**
 * A strict parser of Prometheus' text exposition format (version 0.0.4) for the metrics tests:
 * every line must be a HELP, a TYPE, a comment or a sample of a family declared before it, and
 * anything else throws. (parse-prometheus-text-format, the package there is, merges the series of
 * a histogram with labels into one, so it cannot check ours.)
 */

export interface Sample {
  /** The sample's own name: a histogram's come as `<family>_bucket`, `_sum` and `_count`. */
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Family {
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

/** A scrape: families by name. */
export type Scrape = Map<string, Family>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/;
const SUFFIXES: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** Values as Prometheus reads them (Go's ParseFloat: Inf and NaN in any case; prom-client writes `Nan`). */
function parseValue(text: string, line: number): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) {
    throw new Error(`line ${line}: "${text}" is not a number`);
  }
  return Number(text);
}

/** `a="x",b="y\"z"` into its labels, with the format's escapes (\\, \", \n) undone. */
function parseLabels(text: string, line: number): Record<string, string> {
  const labels: Record<string, string> = {};
  const pair = /\s*([^=\s]+)="((?:[^"\\]|\\[\\"n])*)"\s*(,|$)/y;
  let at = 0;
  while (at < text.length) {
    pair.lastIndex = at;
    const match = pair.exec(text);
    if (!match) throw new Error(`line ${line}: bad labels at "${text.slice(at)}"`);
    const [whole, name, value] = match as unknown as [string, string, string];
    if (!LABEL_NAME.test(name)) throw new Error(`line ${line}: bad label name "${name}"`);
    if (name in labels) throw new Error(`line ${line}: label "${name}" twice`);
    labels[name] = value.replace(/\\(["\\n])/g, (_all, escaped: string) =>
      escaped === 'n' ? '\n' : escaped,
    );
    at += whole.length;
  }
  return labels;
}

export function parseScrape(text: string): Scrape {
  const families: Scrape = new Map();
  const seen = new Set<string>();
  let current: { name: string; family: Family } | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`line ${line}: bad metric name "${name}"`);
      const family = families.get(name) ?? { type: 'untyped', help: '', samples: [] };
      families.set(name, family);
      if (kind === 'HELP') family.help = rest;
      else if (TYPES.has(rest)) family.type = rest as Family['type'];
      else throw new Error(`line ${line}: unknown type "${rest}"`);
      current = { name, family };
      return;
    }
    if (raw.startsWith('#')) return;
    const match = SAMPLE.exec(raw);
    if (!match) throw new Error(`line ${line}: not a sample: ${raw}`);
    const [, name, labelText, valueText] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
    ];
    const family = current;
    const suffix = family && name.startsWith(family.name) ? name.slice(family.name.length) : null;
    if (!family || suffix === null || !SUFFIXES[family.family.type].includes(suffix)) {
      throw new Error(`line ${line}: ${name} belongs to no family declared before it`);
    }
    const labels = labelText ? parseLabels(labelText, line) : {};
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`line ${line}: ${name} repeats a series`);
    seen.add(key);
    family.family.samples.push({ name, labels, value: parseValue(valueText, line) });
  });
  return families;
}

const sameLabels = (labels: Record<string, string>, wanted: Record<string, string>) =>
  Object.keys(labels).length === Object.keys(wanted).length &&
  Object.entries(wanted).every(([key, value]) => labels[key] === value);

/** The family's samples whose labels include these (all of them when none are given). */
export function samplesOf(
  scrape: Scrape,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return (scrape.get(name)?.samples ?? []).filter((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** A counter's or gauge's value for exactly these labels; 0 when the series is not there yet. */
export function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(scrape, name).find((sample) => sameLabels(sample.labels, labels))?.value ?? 0;
}

/** A histogram's series for exactly these labels: its count and its buckets' counts by `le`. */
export function histogramOf(
  scrape: Scrape,
  name: string,
  labels: Record<string, string>,
): { count: number; buckets: Record<string, number> } {
  const samples = samplesOf(scrape, name);
  const count = samples.find(
    (sample) => sample.name === `${name}_count` && sameLabels(sample.labels, labels),
  );
  const buckets = samples.filter(
    (sample) =>
      sample.name === `${name}_bucket` &&
      sameLabels(sample.labels, { ...labels, le: sample.labels.le! }),
  );
  return {
    count: count?.value ?? 0,
    buckets: Object.fromEntries(buckets.map((bucket) => [bucket.labels.le!, bucket.value])),
  };
}
