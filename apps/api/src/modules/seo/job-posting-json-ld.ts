import type { JobType } from '@staffing/shared/constants';
import type { JobRecord } from '../jobs/jobs-repository.ts';
import { parseLocation } from './location-parser.ts';
import { parseSalary } from './salary-parser.ts';

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
};

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
  const location = parseLocation(job.location);
  const salary = parseSalary(job.salary);
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
    ...(location?.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: location?.addressLocality ?? job.location,
              ...(location?.addressRegion ? { addressRegion: location.addressRegion } : {}),
              addressCountry: 'US',
            },
          },
        }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              unitText: salary.unit,
              ...(salary.value !== undefined
                ? { value: salary.value }
                : { minValue: salary.minValue, maxValue: salary.maxValue }),
            },
          },
        }
      : {}),
    directApply: true,
    url: `${site.publicUrl}/jobs/${job.id}`,
  };
}
