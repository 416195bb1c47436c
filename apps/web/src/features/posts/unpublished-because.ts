import type { Notification } from '@kizuki/shared';
import { REPORT_REASONS } from '@kizuki/shared/rules';
import type { TFunction } from 'i18next';

/**
 * Why an admin unpublished a post after readers reported it (issue 39), as its author reads it on
 * the post and in the notice: the reports' reasons by name, never who reported nor their comments.
 */
export function unpublishedBecause(reasons: readonly string[], t: TFunction): string {
  const named = REPORT_REASONS.filter((reason) => reasons.includes(reason)).map((reason) =>
    t(`reports>>reasons>>${reason}`),
  );
  return t('reports>>unpublishedBecause', { reasons: named.join(t('reports>>reasonSeparator')) });
}

/**
 * The line under a notice's heading: its title, except after a report's unpublish, whose title
 * holds the reasons' codes separated by spaces, named here in the reader's language.
 */
export function noticeLine(notice: Pick<Notification, 'kind' | 'title'>, t: TFunction): string {
  return notice.kind === 'unpublishedAfterReport'
    ? unpublishedBecause(notice.title.split(' '), t)
    : notice.title;
}
