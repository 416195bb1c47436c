const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * A formatter per language, made on first use and kept: making one is the costly part (the first
 * loads the language's date data: 125 to 180 ms on a mid-range phone, issue 40).
 */
function memoByLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(language)));
    return formatter;
  };
}

const relativeFormat = memoByLanguage(
  (language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
);
const dateTimeFormat = memoByLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
);

type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/**
 * What Intl.RelativeTimeFormat (numeric: 'auto') says in the app's two languages, written out:
 * building that formatter loads the language's data on first use, 53 ms of the timeline's first
 * render at 4x (issue 40), for a dozen phrases. format-time.test.ts checks every unit and sign
 * against Intl, so the two cannot drift.
 */
const RELATIVE_PHRASES: Record<
  'ja' | 'en',
  {
    now: string;
    named: Partial<Record<RelativeUnit, Record<number, string>>>;
    count: (value: number, unit: RelativeUnit) => string;
  }
> = {
  ja: {
    now: '今',
    named: {
      day: { [-2]: '一昨日', [-1]: '昨日', 1: '明日', 2: '明後日' },
      week: { [-1]: '先週', 1: '来週' },
      month: { [-1]: '先月', 1: '来月' },
      year: { [-1]: '昨年', 1: '来年' },
    },
    count: (value, unit) => {
      const word = {
        year: '年',
        month: 'か月',
        week: '週間',
        day: '日',
        hour: '時間',
        minute: '分',
      }[unit];
      return `${Math.abs(value)} ${word}${value < 0 ? '前' : '後'}`;
    },
  },
  en: {
    now: 'now',
    named: {
      day: { [-1]: 'yesterday', 1: 'tomorrow' },
      week: { [-1]: 'last week', 1: 'next week' },
      month: { [-1]: 'last month', 1: 'next month' },
      year: { [-1]: 'last year', 1: 'next year' },
    },
    count: (value, unit) => {
      const amount = Math.abs(value);
      const words = `${amount} ${unit}${amount === 1 ? '' : 's'}`;
      return value < 0 ? `${words} ago` : `in ${words}`;
    },
  },
};

/** "3 hours ago" / "3 時間前": the largest unit that fits; under a minute is "now". */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const phrases = language === 'ja' || language === 'en' ? RELATIVE_PHRASES[language] : null;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const value = Math.trunc(seconds / size);
    if (!phrases || Math.abs(value) >= 1000) return relativeFormat(language).format(value, unit);
    return (
      phrases.named[unit as RelativeUnit]?.[value] ?? phrases.count(value, unit as RelativeUnit)
    );
  }
  return phrases ? phrases.now : relativeFormat(language).format(0, 'second');
}

/** The full date and time, for the title of a relative time. */
export function fullDateTime(iso: string, language: string): string {
  return dateTimeFormat(language).format(new Date(iso));
}

/**
 * A relative time's title, the full date and time, set when a pointer first hovers it: written on
 * every card as it is drawn, it made the first list build a date formatter that only a mouse ever
 * shows (issue 40). Spread on the <time> element.
 */
export function fullDateTimeOnHover(iso: string, language: string) {
  return {
    onPointerEnter: (event: { currentTarget: HTMLElement }) => {
      event.currentTarget.title = fullDateTime(iso, language);
    },
  };
}
