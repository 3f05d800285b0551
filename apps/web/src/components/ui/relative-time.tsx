import { useEffect, useState } from 'react';
import { formatExactTime, formatRelativeTime } from '@/lib/relative-time';

const TICK_MS = 60_000;

// "3 hours ago", kept current while the page stays open, with the exact date and time in
// the title and a machine-readable dateTime.
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
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
    <time dateTime={iso} title={formatExactTime(iso)} className={className}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
