import { useEffect, useState } from 'react';
import { useLocale } from '@/lib/i18n/locale-provider';
import { formatExactTime, formatRelativeTime } from '@/lib/relative-time';

const TICK_MS = 60_000;

// "3 hours ago", kept current while the page stays open, with the exact date and time in
// the title and a machine-readable dateTime, in the page's language ("hace 3 horas").
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return (
    <time dateTime={iso} title={formatExactTime(iso, locale)} className={className}>
      {formatRelativeTime(iso, now, locale)}
    </time>
  );
}
