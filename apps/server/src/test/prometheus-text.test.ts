import { describe, expect, it } from 'vitest';
import { histogramOf, parseScrape, valueOf } from './prometheus-text.ts';

const HISTOGRAM = `# HELP latency_seconds Latency.
# TYPE latency_seconds histogram
latency_seconds_bucket{le="0.1",route="/a"} 1
latency_seconds_bucket{le="+Inf",route="/a"} 2
latency_seconds_sum{route="/a"} 0.3
latency_seconds_count{route="/a"} 2
latency_seconds_bucket{le="0.1",route="/b"} 0
latency_seconds_bucket{le="+Inf",route="/b"} 5
latency_seconds_sum{route="/b"} 9
latency_seconds_count{route="/b"} 5
`;

describe('the metrics tests’ parser of the Prometheus text format', () => {
  it('keeps the series of a histogram with labels apart, and unescapes label values', () => {
    const scrape = parseScrape(
      `${HISTOGRAM}# TYPE hits_total counter\nhits_total{path="a\\"b\\\\c\\nd"} 3\nhits_total 1\n`,
    );
    expect(histogramOf(scrape, 'latency_seconds', { route: '/a' })).toEqual({
      count: 2,
      buckets: { '0.1': 1, '+Inf': 2 },
    });
    expect(histogramOf(scrape, 'latency_seconds', { route: '/b' }).count).toBe(5);
    expect(valueOf(scrape, 'hits_total', { path: 'a"b\\c\nd' })).toBe(3);
    expect(valueOf(scrape, 'hits_total')).toBe(1);
  });

  it.each([
    ['a sample of no declared family', 'orphan_total 1\n'],
    ['a sample not of its family', '# TYPE a counter\nb 1\n'],
    ['a value that is no number', '# TYPE a gauge\na one\n'],
    ['broken labels', '# TYPE a gauge\na{x="1} 1\n'],
    ['a series twice', '# TYPE a gauge\na{x="1"} 1\na{x="1"} 2\n'],
    ['an unknown type', '# TYPE a meter\n'],
  ])('refuses %s', (_kind, text) => {
    expect(() => parseScrape(text)).toThrow(/line \d+/);
  });
});
