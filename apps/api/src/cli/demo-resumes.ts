import { strToU8, zipSync } from 'fflate';
import type { Industry } from '@staffing/shared/constants';

// Resumes for demo and synthetic candidates (first-start-seed.ts, seed-candidates.ts): the
// text a person in each industry writes, and a real DOCX holding it, laid out as Word does
// (content types, the package's relationships, the document), which the resume-text reader
// opens like any upload.

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

// One paragraph per line of `text`. Level 1 deflates fast: a seed of 100,000 resumes spends
// its time in the database, not here.
export function resumeDocx(text: string, level: 0 | 1 | 6 = 6): Buffer {
  const body = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`)
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8(CONTENT_TYPES),
        '_rels/.rels': strToU8(PACKAGE_RELS),
        'word/document.xml': strToU8(document),
      },
      { level, mtime: new Date('2026-01-01T00:00:00Z') },
    ),
  );
}

// A small, fast, seeded generator (mulberry32): the same seed gives the same resume.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
// `count` distinct entries, in the list's order shuffled.
export function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy.slice(0, Math.min(count, copy.length));
}

type IndustryWords = {
  titles: string[];
  skills: string[];
  certifications: string[];
  employers: string[];
  // Sentences of an experience section; {skill} is replaced by one of the skills.
  duties: string[];
  schools: string[];
};

export const INDUSTRY_WORDS: Record<Industry, IndustryWords> = {
  Drivers: {
    titles: [
      'Forklift Operator',
      'CDL-A Truck Driver',
      'Warehouse Associate',
      'Delivery Driver',
      'Shipping and Receiving Clerk',
      'Material Handler',
    ],
    skills: [
      'forklift',
      'reach truck',
      'pallet jack',
      'CDL-A',
      'hazmat endorsement',
      'RF scanner',
      'inventory counts',
      'loading dock',
      'route planning',
      'ELD logs',
      'DOT regulations',
      'night shift',
      'box truck',
      'order picking',
      'cycle counts',
      'shrink wrapping',
    ],
    certifications: [
      'Forklift certified (OSHA)',
      'CDL Class A with clean MVR',
      'Hazmat endorsement',
      'OSHA 10',
      'DOT medical card',
    ],
    employers: [
      'Midwest Freight Lines',
      'Lakeshore Distribution',
      'Prairie Logistics',
      'Central Cold Storage',
    ],
    duties: [
      'Operated a {skill} safely across a 300,000 sq ft distribution center.',
      'Loaded and unloaded trailers at the loading dock on the night shift.',
      'Kept accurate inventory counts with an RF scanner and reported shrink.',
      'Drove regional routes of 500 miles a day with on-time deliveries above 98%.',
      'Completed pre-trip and post-trip inspections and kept ELD logs current.',
      'Trained new hires on {skill} and warehouse safety rules.',
      'Picked and staged orders for outbound freight with zero damage claims.',
    ],
    schools: ['Joliet Junior College', 'Lincoln Tech', 'Truck Driving Academy of Illinois'],
  },
  Healthcare: {
    titles: [
      'Registered Nurse',
      'Certified Nursing Assistant',
      'Medical Assistant',
      'Respiratory Therapist',
      'Phlebotomist',
      'LPN',
    ],
    skills: [
      'RN',
      'BLS',
      'ACLS',
      'PALS',
      'patient care',
      'Epic',
      'Cerner',
      'telemetry',
      'med-surg',
      'IV therapy',
      'phlebotomy',
      'vital signs',
      'HIPAA',
      'charting',
      'wound care',
      'night shift',
    ],
    certifications: [
      'Registered Nurse (RN), active license',
      'BLS (American Heart Association)',
      'ACLS',
      'CNA certificate',
      'Certified Phlebotomy Technician',
    ],
    employers: [
      'Northwestern Memorial Hospital',
      'Advocate Health',
      'Rush University Medical Center',
      'Froedtert Hospital',
    ],
    duties: [
      'Cared for 5 patients per shift on a busy med-surg unit.',
      'Administered medications and IV therapy and documented care in {skill}.',
      'Monitored telemetry and vital signs and escalated changes to physicians.',
      'Educated patients and families before discharge.',
      'Drew blood and prepared specimens for the lab with a 99% first-stick rate.',
      'Kept charting complete and HIPAA compliant on the night shift.',
      'Precepted new graduate nurses on {skill}.',
    ],
    schools: ['University of Illinois Chicago', 'Loyola University', 'Malcolm X College'],
  },
  Construction: {
    titles: [
      'Journeyman Electrician',
      'Welder',
      'Carpenter',
      'General Laborer',
      'HVAC Technician',
      'Pipefitter',
    ],
    skills: [
      'welding',
      'MIG',
      'TIG',
      'stick welding',
      'blueprint reading',
      'conduit bending',
      'NEC code',
      'framing',
      'drywall',
      'scaffolding',
      'power tools',
      'forklift',
      'OSHA 30',
      'concrete',
      'troubleshooting',
      'lockout tagout',
    ],
    certifications: [
      'AWS Certified Welder',
      'Illinois Journeyman Electrician license',
      'OSHA 30',
      'OSHA 10',
      'EPA 608 certification',
    ],
    employers: [
      'Summit Builders',
      'Great Lakes Electric',
      'Ironworks Fabrication',
      'Keystone Mechanical',
    ],
    duties: [
      'Installed conduit, wire and panels to NEC code on commercial sites.',
      'Read blueprints and laid out work for a crew of six.',
      'Performed {skill} on structural steel and passed every inspection.',
      'Framed walls and hung drywall for multi-family housing.',
      'Set up scaffolding and kept the site clean and OSHA compliant.',
      'Troubleshot circuits and replaced faulty equipment.',
      'Mentored apprentices on {skill} and tool safety.',
    ],
    schools: ['Washburne Trade School', 'IBEW Local 134 Apprenticeship', 'Triton College'],
  },
  ItTech: {
    titles: [
      'Software Engineer',
      'Frontend Developer',
      'IT Help Desk Technician',
      'Data Analyst',
      'Systems Administrator',
      'QA Engineer',
    ],
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'Node.js',
      'SQL',
      'PostgreSQL',
      'Python',
      'AWS',
      'Docker',
      'Kubernetes',
      'Git',
      'REST APIs',
      'Active Directory',
      'Excel',
      'Tableau',
      'Linux',
    ],
    certifications: [
      'AWS Certified Cloud Practitioner',
      'CompTIA A+',
      'CompTIA Security+',
      'Google Data Analytics Certificate',
    ],
    employers: ['Lakeview Software', 'Prairie Data Systems', 'Loop Analytics', 'Windy City Tech'],
    duties: [
      'Built customer-facing features in {skill} used by 40,000 people a month.',
      'Wrote SQL reports and dashboards for the sales and finance teams.',
      'Resolved 30 help desk tickets a day and managed Active Directory accounts.',
      'Moved services to Docker containers on AWS and cut hosting costs by 25%.',
      'Reviewed pull requests and kept test coverage above 85%.',
      'Automated a weekly Excel report with Python.',
      'Led the move to {skill} for the team.',
    ],
    schools: ['DePaul University', 'Illinois Institute of Technology', 'University of Wisconsin'],
  },
  Business: {
    titles: [
      'Staff Accountant',
      'Administrative Assistant',
      'Customer Service Representative',
      'Office Manager',
      'Payroll Specialist',
      'Sales Representative',
    ],
    skills: [
      'Excel',
      'QuickBooks',
      'accounts payable',
      'accounts receivable',
      'payroll',
      'customer service',
      'Salesforce',
      'scheduling',
      'data entry',
      'PowerPoint',
      'bookkeeping',
      'Microsoft Office',
      'bilingual Spanish',
      'cold calling',
      'month-end close',
      'Workday',
    ],
    certifications: [
      'QuickBooks Certified User',
      'Microsoft Office Specialist: Excel',
      'Certified Payroll Professional',
    ],
    employers: [
      'Harbor Financial Group',
      'Midway Insurance',
      'Lakefront Realty',
      'Union Station Partners',
    ],
    duties: [
      'Processed 200 invoices a week in {skill} with no late payments.',
      'Answered customer calls and emails and kept satisfaction above 95%.',
      'Ran bi-weekly payroll for 150 employees.',
      'Built Excel models with pivot tables and VLOOKUP for month-end close.',
      'Managed calendars, travel and meetings for three executives.',
      'Kept the CRM in Salesforce up to date and grew the pipeline by 20%.',
      'Trained the front desk team on {skill}.',
    ],
    schools: ['Northern Illinois University', 'Roosevelt University', 'College of DuPage'],
  },
};

export type ResumePerson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  region: string;
};

// A resume of a few hundred words: the header (name, phone, email, "City, ST" as people
// write them, which the talent pool reads back), a summary, skills, two or three jobs,
// certifications and education, in the words of the person's industry.
export function resumeText(
  random: Random,
  person: ResumePerson,
  industry: Industry,
  extraSkills: readonly string[] = [],
  year: number = new Date().getUTCFullYear(),
): string {
  const words = INDUSTRY_WORDS[industry];
  const title = pick(random, words.titles);
  const skills = [...extraSkills, ...pickSome(random, words.skills, 7 + Math.floor(random() * 4))];
  const years = 2 + Math.floor(random() * 14);
  const lines = [
    `${person.firstName} ${person.lastName}`,
    `${person.city}, ${person.region} | ${person.phone} | ${person.email}`,
    '',
    'Summary',
    `${title} with ${years} years of experience. Known for ${skills[0] ?? 'reliability'} and ` +
      `${skills[1] ?? 'teamwork'}, a safe and steady pair of hands, and showing up on time for ` +
      'every shift. Looking for a full-time role with a team that values good work.',
    '',
    'Skills',
    skills.join(', '),
    '',
    'Experience',
  ];
  const jobs = 2 + Math.floor(random() * 2);
  let endYear = year;
  for (const employer of pickSome(random, words.employers, jobs)) {
    const startYear = endYear - 1 - Math.floor(random() * 4);
    lines.push(
      `${pick(random, words.titles)}, ${employer}, ${startYear} – ${endYear === year ? 'present' : endYear}`,
    );
    for (const duty of pickSome(random, words.duties, 3 + Math.floor(random() * 2))) {
      lines.push(`- ${duty.replace('{skill}', pick(random, skills))}`);
    }
    endYear = startYear;
  }
  lines.push(
    '',
    'Certifications',
    ...pickSome(random, words.certifications, 2),
    '',
    'Education',
    `${pick(random, words.schools)}, ${endYear - 2}`,
    '',
    'References available on request.',
  );
  return lines.join('\n');
}
