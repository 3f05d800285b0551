import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatJobAge, jobAge } from './job-age';

// "Posted 3 days ago" in the page's language: English as formatJobAge writes it, other
// languages whole sentences chosen here (one or several), so no plural rules are loaded.
export function postedAgoIn(i18n: I18n, postedAt: string, now?: Date): string {
  if (i18n.locale === 'en') {
    const age = formatJobAge(postedAt, now);
    return age && `Posted ${age}`;
  }
  const age = jobAge(postedAt, now);
  if (age === undefined) return '';
  if (age === 'today') return i18n._(msg`Posted today`);
  const { count } = age;
  const one = count === 1;
  switch (age.unit) {
    case 'day':
      return one ? i18n._(msg`Posted 1 day ago`) : i18n._(msg`Posted ${count} days ago`);
    case 'week':
      return one ? i18n._(msg`Posted 1 week ago`) : i18n._(msg`Posted ${count} weeks ago`);
    case 'month':
      return one ? i18n._(msg`Posted 1 month ago`) : i18n._(msg`Posted ${count} months ago`);
    default:
      return one ? i18n._(msg`Posted 1 year ago`) : i18n._(msg`Posted ${count} years ago`);
  }
}
