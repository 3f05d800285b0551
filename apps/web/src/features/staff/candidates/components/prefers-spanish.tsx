import type { Locale } from '@staffing/shared/i18n/locales';
import { StatusTag } from '@/components/ui/status-tag';

// A candidate who prefers Spanish (applied or signed up on the Spanish pages, or staff said
// so), tagged as the applications list tags an application sent in Spanish: the recruiter
// knows to call in Spanish, and that the candidate's emails are written in it.
export function PrefersSpanish({ locale }: { locale: Locale | undefined }) {
  return locale === 'es' ? <StatusTag tone="accent">Prefers Spanish</StatusTag> : null;
}
