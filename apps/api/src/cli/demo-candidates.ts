import type { FastifyInstance } from 'fastify';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import { RESUME_MIME_TYPES } from '@staffing/shared/constants';
import { nowIso } from '../lib/clock.ts';
import { logActivity } from '../modules/activity/activity-repository.ts';
import { insertApplication } from '../modules/applications/applications-repository.ts';
import { changeApplication } from '../modules/applications/hiring-pipeline-repository.ts';
import {
  recordCandidate,
  refreshCandidate,
  syncCandidatesForResume,
} from '../modules/candidates/candidate-sync.ts';
import { addCandidateNote } from '../modules/candidates/candidate-notes.ts';
import { addCandidateTag } from '../modules/candidates/candidate-tags.ts';
import { insertResume } from '../modules/resumes/resumes-repository.ts';
import { resumeDocx } from './demo-resumes.ts';

// The talent pool of a fresh embedded install: a few people who applied to the demo jobs,
// each with a Word resume, so /admin/candidates shows search, filters, tags and notes at
// once. They are stored the way the apply form stores people (resume, candidate, application
// in one transaction, then the hiring pipeline's status moves); the resume-text reader then
// reads their DOCX files like any upload. Where it is switched off, the text they hold is
// stored at once instead, so the search still finds them.

type DemoCandidate = {
  firstName: string;
  lastName: string;
  email: string;
  applications: { jobTitle: string; status: ApplicationStatus }[];
  tags: string[];
  note?: string;
  resume: string[];
};

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    email: 'marcus.johnson@example.com',
    applications: [
      { jobTitle: 'Delivery Driver (Box Truck)', status: 'reviewing' },
      { jobTitle: 'CDL-A Regional Truck Driver', status: 'new' },
    ],
    tags: ['forklift', 'night shift'],
    note: 'Forklift certified and happy to work nights. Best reached after 3 pm.',
    resume: [
      'Marcus Johnson',
      'Joliet, IL | (815) 555-0142 | marcus.johnson@example.com',
      'Summary',
      'Warehouse associate and driver with 6 years in distribution centers. Forklift certified, safe on reach trucks and pallet jacks, clean driving record.',
      'Experience',
      'Forklift Operator, Lakeshore Distribution, Joliet, IL, 2021 – present',
      '- Load and unload 25 trailers a night at a busy loading dock on the night shift.',
      '- Keep inventory counts accurate with an RF scanner; zero damage claims in 2024.',
      'Delivery Driver, Prairie Logistics, Romeoville, IL, 2018 – 2021',
      '- Drove a 26 ft box truck on local routes, 18 stops a day, on time above 98%.',
      'Certifications',
      'Forklift certified (OSHA), renewed 2025',
      'CDL Class A permit, DOT medical card',
      'Skills',
      'Forklift, reach truck, pallet jack, shipping and receiving, route planning, ELD logs',
    ],
  },
  {
    firstName: 'Priya',
    lastName: 'Patel',
    email: 'priya.patel@example.com',
    applications: [{ jobTitle: 'Registered Nurse – Medical/Surgical', status: 'interview' }],
    tags: ['rn'],
    note: 'Strong med-surg background; asked about weekend differentials.',
    resume: [
      'Priya Patel, RN',
      'Chicago, IL | (312) 555-0178 | priya.patel@example.com',
      'Summary',
      'Registered nurse with 5 years of acute care on medical/surgical and telemetry units. Calm under pressure, precepts new graduates.',
      'Experience',
      'Registered Nurse, Med-Surg, Rush University Medical Center, Chicago, IL, 2022 – present',
      '- Care for 5 patients per shift: assessments, medications, IV therapy, wound care.',
      '- Document care in Epic and educate patients and families before discharge.',
      'Registered Nurse, Telemetry, Advocate Christ Medical Center, Oak Lawn, IL, 2020 – 2022',
      '- Monitored telemetry and escalated rhythm changes to the rapid response team.',
      'Licenses and certifications',
      'Registered Nurse, State of Illinois (active)',
      'BLS and ACLS, American Heart Association',
      'Education',
      'BSN, University of Illinois Chicago, 2020',
    ],
  },
  {
    firstName: 'Tomasz',
    lastName: 'Nowak',
    email: 'tomasz.nowak@example.com',
    applications: [
      { jobTitle: 'Journeyman Electrician', status: 'offer' },
      { jobTitle: 'General Laborer', status: 'not-selected' },
    ],
    tags: ['journeyman', 'osha 30'],
    resume: [
      'Tomasz Nowak',
      'Aurora, IL | 630-555-0116 | tomasz.nowak@example.com',
      'Summary',
      'Licensed journeyman electrician with 9 years of commercial and industrial work. Reads blueprints, bends conduit, works to NEC code.',
      'Experience',
      'Journeyman Electrician, Great Lakes Electric, Aurora, IL, 2019 – present',
      '- Install conduit, wire, panels and lighting on warehouse and retail builds.',
      '- Troubleshoot circuits and motor controls; lead a crew of two apprentices.',
      'Apprentice Electrician, Summit Builders, Naperville, IL, 2015 – 2019',
      '- Pulled wire and set boxes on multi-family housing; basic MIG welding of supports.',
      'Licenses and certifications',
      'Illinois Journeyman Electrician license',
      'OSHA 30, lockout tagout, aerial lift',
      'Skills',
      'Conduit bending, blueprint reading, NEC code, troubleshooting, power tools',
    ],
  },
  {
    firstName: 'Jasmine',
    lastName: 'Carter',
    email: 'jasmine.carter@example.com',
    applications: [{ jobTitle: 'Senior Full-Stack Engineer (TypeScript)', status: 'new' }],
    tags: ['react', 'remote'],
    resume: [
      'Jasmine Carter',
      'Evanston, IL | (847) 555-0193 | jasmine.carter@example.com',
      'Summary',
      'Full-stack engineer with 7 years building web applications in React and TypeScript on Node.js and PostgreSQL.',
      'Experience',
      'Senior Software Engineer, Loop Analytics, Chicago, IL, 2021 – present',
      '- Lead the React front end of a reporting product used by 40,000 people a month.',
      '- Built REST APIs in Node.js and tuned PostgreSQL queries; cut page load by half.',
      'Software Engineer, Windy City Tech, Chicago, IL, 2018 – 2021',
      '- Moved services to Docker on AWS; wrote the team’s testing guide.',
      'Skills',
      'React, TypeScript, JavaScript, Node.js, PostgreSQL, SQL, AWS, Docker, Git',
      'Education',
      'BS Computer Science, DePaul University, 2018',
    ],
  },
  {
    firstName: 'Luis',
    lastName: 'Hernandez',
    email: 'luis.hernandez@example.com',
    applications: [{ jobTitle: 'Staff Accountant', status: 'reviewing' }],
    tags: ['excel', 'bilingual'],
    note: 'Bilingual Spanish. Available two weeks after an offer.',
    resume: [
      'Luis Hernandez',
      'Naperville, IL | (630) 555-0127 | luis.hernandez@example.com',
      'Summary',
      'Staff accountant with 4 years of general ledger, accounts payable and month-end close. Advanced Excel, QuickBooks, bilingual Spanish.',
      'Experience',
      'Staff Accountant, Harbor Financial Group, Oak Brook, IL, 2022 – present',
      '- Own the month-end close for two entities and prepare account reconciliations.',
      '- Built Excel models with pivot tables and XLOOKUP for the budget review.',
      'Accounts Payable Clerk, Midway Insurance, Chicago, IL, 2020 – 2022',
      '- Processed 200 invoices a week in QuickBooks with no late payments.',
      'Education',
      'BS Accounting, Northern Illinois University, 2020',
      'Skills',
      'Excel, QuickBooks, accounts payable, reconciliations, month-end close, Spanish',
    ],
  },
];

// Called by seedOnFirstStart once the demo jobs and admin exist. Returns how many people it
// stored.
export async function seedDemoCandidates(app: FastifyInstance, adminId: string): Promise<number> {
  const extraction = app.config.resumeText.extraction;
  const jobs = await app.db.selectFrom('jobs').select(['id', 'title']).execute();
  const jobIds = new Map(jobs.map((job) => [job.title, job.id]));
  let stored = 0;
  for (const person of DEMO_CANDIDATES) {
    const applications = person.applications.flatMap((application) => {
      const jobId = jobIds.get(application.jobTitle);
      return jobId ? [{ ...application, jobId }] : [];
    });
    if (applications.length === 0) continue;
    const text = person.resume.join('\n');
    const resumeId = await app.db.transaction().execute(async (trx) => {
      const id = await insertResume(trx, {
        fileName: `${person.firstName} ${person.lastName} resume.docx`,
        mimeType: RESUME_MIME_TYPES.docx,
        content: resumeDocx(text),
        ownerUserId: null,
      });
      const candidateId = await recordCandidate(trx, person);
      for (const application of applications) {
        const applicationId = await insertApplication(trx, {
          kind: 'job',
          jobId: application.jobId,
          jobTitle: application.jobTitle,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          userId: null,
          resumeId: id,
          candidateId,
        });
        await logActivity(trx, {
          actorUserId: null,
          action: 'application.received',
          subjectType: 'application',
          subjectId: applicationId,
          summary: `${person.firstName} ${person.lastName} applied for “${application.jobTitle}”`,
        });
        if (application.status !== 'new') {
          await changeApplication(trx, {
            id: applicationId,
            fromStatus: 'new',
            toStatus: application.status,
            actorUserId: adminId,
            actorName: 'Demo Admin',
          });
        }
      }
      await refreshCandidate(trx, candidateId);
      for (const tag of person.tags) {
        await addCandidateTag(trx, { candidateId, tag, actorUserId: adminId });
      }
      if (person.note) {
        await addCandidateNote(trx, {
          candidateId,
          authorUserId: adminId,
          authorName: 'Demo Admin',
          body: person.note,
        });
      }
      return id;
    });
    if (!extraction) {
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('resumes')
          .set({ text, text_status: 'readable', text_read_at: nowIso() })
          .where('id', '=', resumeId)
          .execute();
        await syncCandidatesForResume(trx, resumeId);
      });
    }
    stored += 1;
  }
  // The reader looks for pending resumes once the server is ready; tell it now in case it is.
  if (extraction) app.resumeText.nudge();
  return stored;
}
