import type { JobType } from '@staffing/shared/constants';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import type { JobRecord } from '../jobs/job-records.ts';
import type { SalaryPeriod } from '@staffing/shared/job-facts';

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
};

const UNIT_TEXT: Record<SalaryPeriod, string> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

// MonetaryAmount from the structured pay (ADR 0007): one figure as `value`, a range as
// minValue/maxValue, an open-ended range with the side it states.
function baseSalary(job: JobRecord): Record<string, unknown> | undefined {
  const { salaryMin, salaryMax, salaryPeriod, salaryCurrency } = job.facts;
  if (!salaryPeriod || (salaryMin === null && salaryMax === null)) return undefined;
  const amount =
    salaryMin !== null && salaryMax !== null && salaryMin === salaryMax
      ? { value: salaryMin }
      : {
          ...(salaryMin !== null ? { minValue: salaryMin } : {}),
          ...(salaryMax !== null ? { maxValue: salaryMax } : {}),
        };
  return {
    '@type': 'MonetaryAmount',
    currency: salaryCurrency ?? 'USD',
    value: { '@type': 'QuantitativeValue', unitText: UNIT_TEXT[salaryPeriod], ...amount },
  };
}

// The office's full PostalAddress, from the structured place; the display text when the
// place was never stated (Google needs at least a locality).
function postalAddress(job: JobRecord): Record<string, unknown> {
  const { city, region, postalCode } = job.facts;
  return {
    '@type': 'PostalAddress',
    addressLocality: city ?? job.location,
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'US',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The sections' headings in each language, as the job page names them.
const HEADINGS: Record<Locale, Record<'aboutUs' | TextKey, string>> = {
  en: {
    aboutUs: 'About us',
    description: 'Description',
    responsibilities: 'Responsibilities',
    skills: 'Skills',
    whatWeOffer: 'What we offer',
  },
  es: {
    aboutUs: 'Quiénes somos',
    description: 'Descripción',
    responsibilities: 'Responsabilidades',
    skills: 'Habilidades',
    whatWeOffer: 'Qué ofrecemos',
  },
};
type TextKey = 'description' | 'responsibilities' | 'skills' | 'whatWeOffer';

// The posting's title and texts in a language: on the Spanish page, the job's Spanish version
// where it has one, each text it leaves out in English, as the page shows them.
export function postingTexts(
  job: JobRecord,
  locale: Locale,
): { title: string; aboutUs: string | null } & Record<TextKey, string | null> {
  const spanish = locale === 'es' ? job.spanish : null;
  return {
    title: spanish?.title ?? job.title,
    aboutUs: job.aboutUs,
    description: spanish?.description ?? job.description,
    responsibilities: spanish?.responsibilities ?? job.responsibilities,
    skills: spanish?.skills ?? job.skills,
    whatWeOffer: spanish?.whatWeOffer ?? job.whatWeOffer,
  };
}

// Google renders JobPosting.description as HTML; the posting's text sections become
// paragraphs with their line breaks, every character escaped.
function descriptionHtml(texts: ReturnType<typeof postingTexts>, locale: Locale): string {
  const headings = HEADINGS[locale];
  const section = (key: keyof typeof headings) => {
    const text = texts[key];
    return text
      ? `<p><strong>${headings[key]}</strong></p><p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`
      : '';
  };
  return [
    section('aboutUs'),
    section('description'),
    section('responsibilities'),
    section('skills'),
    section('whatWeOffer'),
  ].join('');
}

// schema.org JobPosting for Google for Jobs: the required properties (title, description,
// datePosted, hiringOrganization, jobLocation or remote) and the recommended ones we can
// state truthfully. Everything here is also shown on the job's page. The Spanish page of a job
// with a Spanish version states it in Spanish at its own address; without one, the Spanish
// page shows the English posting, and says the English one.
export function jobPostingJsonLd(
  job: JobRecord,
  site: { agencyName: string; publicUrl: string },
  locale: Locale = 'en',
): Record<string, unknown> {
  const language: Locale = locale === 'es' && job.spanish ? 'es' : 'en';
  const texts = postingTexts(job, language);
  const salary = baseSalary(job);
  const remote = job.facts.workplace === 'remote';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: texts.title,
    description: descriptionHtml(texts, language),
    datePosted: job.createdAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type],
    identifier: { '@type': 'PropertyValue', name: site.agencyName, value: job.id },
    hiringOrganization: { '@type': 'Organization', name: site.agencyName, sameAs: site.publicUrl },
    // Google: a fully remote job is TELECOMMUTE with the countries applicants may live in;
    // jobLocation is added only when the job also names an office.
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {}),
    ...(!remote || job.facts.city
      ? { jobLocation: { '@type': 'Place', address: postalAddress(job) } }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url: `${site.publicUrl}${localizedPath(`/jobs/${job.id}`, language)}`,
  };
}
