import type { Locale } from '@staffing/shared/i18n/locales';
import type { Job } from '@staffing/shared/job-schemas';

// One of a job's texts as a page shows it: `lang` is set when the text is not in the page's
// language (an English text on a Spanish page), so browsers, screen readers and translators
// read it as English.
export type JobText = { text: string; lang?: 'en' };

export type JobTexts = {
  // A Spanish page of a job without a Spanish version: the posting is the English one, and
  // the page says so.
  inEnglish: boolean;
  title: JobText;
  aboutUs?: JobText;
  description: JobText;
  responsibilities: JobText;
  skills: JobText;
  whatWeOffer?: JobText;
};

// A job's texts in the page's language. English pages show the English posting as it is. A
// Spanish page shows the job's Spanish version, each text it leaves out (and About us, which
// it has none of) in English; without a Spanish version, the English posting.
export function jobTextsIn(job: Job, locale: Locale): JobTexts {
  const english = (text: string): JobText => (locale === 'en' ? { text } : { text, lang: 'en' });
  const spanish = locale === 'es' ? job.spanish : undefined;
  const either = (translated: string | undefined, original: string): JobText =>
    translated ? { text: translated } : english(original);
  const whatWeOffer = spanish?.whatWeOffer
    ? { text: spanish.whatWeOffer }
    : job.whatWeOffer
      ? english(job.whatWeOffer)
      : undefined;
  return {
    inEnglish: locale !== 'en' && !spanish,
    title: either(spanish?.title, job.overview.title),
    ...(job.aboutUs ? { aboutUs: english(job.aboutUs) } : {}),
    description: either(spanish?.description, job.details.description),
    responsibilities: either(spanish?.responsibilities, job.details.responsibilities),
    skills: either(spanish?.skills, job.details.skills),
    ...(whatWeOffer ? { whatWeOffer } : {}),
  };
}
