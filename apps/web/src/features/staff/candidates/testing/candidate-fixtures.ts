import type { CandidateDetail, CandidateListItem } from '@staffing/shared/candidate-schemas';

export const CANDIDATE_ID = '7d0c3a52-4f7e-4b8e-9a51-2f1d3c4b5a60';
export const JOB_ID = '3f1c2b7e-8a4d-4c1e-9b2f-5d6e7f8a9b0c';

export const forkliftDriver: CandidateListItem = {
  _id: CANDIDATE_ID,
  name: 'Frank Lifter',
  email: 'frank@example.com',
  phone: '(312) 555-0148',
  city: 'Chicago',
  region: 'IL',
  lastActivityAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  latestStatus: 'interview',
  tags: ['night shift'],
  resumeReadable: true,
  resumeStatus: 'readable',
  applicationCount: 2,
  recentJobTitles: ['Forklift Operator', 'Warehouse Associate'],
};

export const nurse: CandidateListItem = {
  _id: 'c2',
  name: 'Nora Nurse',
  email: 'nora@example.com',
  phone: null,
  city: null,
  region: null,
  lastActivityAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
  latestStatus: null,
  tags: [],
  resumeReadable: false,
  resumeStatus: 'unreadable',
  applicationCount: 0,
  recentJobTitles: [],
};

export function candidateDetail(overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return {
    ...forkliftDriver,
    firstName: 'Frank',
    lastName: 'Lifter',
    createdAt: '2026-10-01T10:00:00.000Z',
    hasAccount: false,
    resumes: [
      {
        _id: 'r2',
        name: 'frank-2026.pdf',
        size: 20_480,
        createdAt: '2026-11-20T12:00:00.000Z',
        textStatus: 'readable',
        source: 'application',
      },
      {
        _id: 'r1',
        name: 'frank-old.docx',
        size: 2_000_000,
        createdAt: '2026-10-01T10:00:00.000Z',
        textStatus: 'unreadable',
        source: 'application',
      },
    ],
    resumeText: 'Forklift certified, night shift.\nSix years driving forklifts in a warehouse.',
    applications: [
      {
        _id: 'a2',
        createdAt: '2026-11-20T12:00:00.000Z',
        kind: 'job',
        jobId: JOB_ID,
        jobTitle: 'Forklift Operator',
        status: 'interview',
        answers: [
          {
            questionId: 'forklift_license',
            label: 'Do you hold a forklift license?',
            kind: 'yes-no',
            answer: 'yes',
            knocksOut: false,
          },
          {
            questionId: 'years_experience',
            label: 'Years driving a forklift?',
            kind: 'number',
            answer: 6,
            knocksOut: false,
          },
          {
            questionId: 'certifications',
            label: 'Other certifications?',
            kind: 'text',
            answer: null,
            knocksOut: false,
          },
        ],
        knockedOut: false,
      },
      {
        _id: 'a1',
        createdAt: '2026-10-01T10:00:00.000Z',
        kind: 'job',
        jobId: 'job-2',
        jobTitle: 'Warehouse Associate',
        status: 'not-selected',
        answers: [
          {
            questionId: 'night_shifts',
            label: 'Can you work night shifts?',
            kind: 'yes-no',
            answer: 'no',
            knocksOut: true,
          },
          {
            questionId: 'start',
            label: 'Earliest start date?',
            kind: 'text',
            answer: 'Next week',
            knocksOut: false,
          },
        ],
        knockedOut: true,
      },
    ],
    timeline: [
      {
        at: '2026-11-21T09:00:00.000Z',
        kind: 'status',
        summary: 'Forklift Operator: moved to Interview',
        actorName: 'Ada Admin',
      },
      {
        at: '2026-11-20T12:00:00.000Z',
        kind: 'application',
        summary: 'Applied to Forklift Operator',
        actorName: null,
      },
    ],
    notes: [
      {
        _id: 'n1',
        createdAt: '2026-11-21T10:00:00.000Z',
        authorName: 'Ada Admin',
        body: 'Can start Monday.',
      },
    ],
    ...overrides,
  };
}
