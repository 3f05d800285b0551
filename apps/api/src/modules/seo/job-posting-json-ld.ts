import type { JobType } from '@staffing/shared/constants';
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

// Google renders JobPosting.description as HTML; the posting's text sections become
// paragraphs with their line breaks, every character escaped.
function descriptionHtml(job: JobRecord): string {
  const section = (heading: string, text: string | null) =>
    text
      ? `<p><strong>${heading}</strong></p><p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`
      : '';
  return [
    section('About us', job.aboutUs),
    section('Description', job.description),
    section('Responsibilities', job.responsibilities),
    section('Skills', job.skills),
    section('What we offer', job.whatWeOffer),
  ].join('');
}

// schema.org JobPosting for Google for Jobs: the required properties (title, description,
// datePosted, hiringOrganization, jobLocation or remote) and the recommended ones we can
// state truthfully. Everything here is also shown on the job's page.
export function jobPostingJsonLd(
  job: JobRecord,
  site: { agencyName: string; publicUrl: string },
): Record<string, unknown> {
  const salary = baseSalary(job);
  const remote = job.facts.workplace === 'remote';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
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
    url: `${site.publicUrl}/jobs/${job.id}`,
  };
}
