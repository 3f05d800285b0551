import { CANDIDATE_DATABASE_CLAIM } from '@staffing/shared/constants';

// The agency's own two standing openings (spec section 9 for the facts). Their pages, the
// careers list and the page metadata all read from here so a fact is written once.

export type OpeningFact = { label: string; value: string };
export type OpeningSection = { title: string; items: readonly string[] };

export type Opening = {
  path: '/sales-rep' | '/project-manager-internship';
  title: string;
  // One line for the careers list and the page's meta description.
  summary: string;
  // The paragraphs under "About the role".
  about: readonly string[];
  facts: readonly OpeningFact[];
  sections: readonly OpeningSection[];
};

export const SALES_REP_OPENING: Opening = {
  path: '/sales-rep',
  title: 'Sales Representative',
  summary:
    'Win new employer accounts for our staffing services. High-ticket commission, 9:00am–9:00pm CST, off on weekends and 11 federal holidays.',
  about: [
    `Employers come to us when they need skilled people fast: nurses and caregivers, tradespeople and site crews, developers and IT support, drivers, and business and executive talent. As a Sales Representative you are the first person they talk to. You find the companies that need help, learn what is slowing their hiring down, and show them how our recruiters and our candidate database of ${CANDIDATE_DATABASE_CLAIM} can fill their positions.`,
    'Every agreement you close is a high-value staffing contract, and you are paid a high-ticket commission on it. You will work with our recruiting team, who take over the search once a client signs, so you can stay focused on building relationships and closing business.',
  ],
  facts: [
    { label: 'Pay', value: 'High-ticket commission' },
    { label: 'Schedule', value: '9:00am–9:00pm CST' },
    { label: 'Days off', value: 'Weekends and 11 federal holidays' },
    { label: 'Team', value: 'Sales and business development' },
  ],
  sections: [
    {
      title: 'What you will do',
      items: [
        'Research and reach out to employers in healthcare, construction, IT and tech, transportation and business who need staffing support.',
        'Run discovery calls to understand each client’s open positions, hiring timeline and budget.',
        'Present staffing solutions that fit those needs, answer questions and handle objections.',
        'Negotiate terms and close staffing agreements.',
        'Hand new accounts over to our recruiters with clear notes, and stay in touch until the first placements start.',
        'Keep your pipeline, calls and follow-ups organized and up to date.',
        'Grow existing accounts by checking in regularly and spotting new hiring needs.',
      ],
    },
    {
      title: 'What you bring',
      items: [
        'Experience in B2B sales, business development, account management or recruiting is a strong plus; motivated newcomers to sales are welcome to apply.',
        'Confident, clear communication by phone, video and email.',
        'The drive to build your own pipeline and the resilience to keep going after a “no”.',
        'Comfort with commission-based pay and a results-focused role.',
        'Organized, reliable follow-up and attention to detail.',
        'Availability to work within our 9:00am–9:00pm CST schedule.',
      ],
    },
    {
      title: 'What we offer',
      items: [
        'High-ticket commission on every staffing agreement you close: your earnings grow with your results.',
        'Weekends off, and 11 federal holidays off every year.',
        'Training on our services, industries and sales process so you can speak to clients with confidence.',
        'A recruiting team that delivers for the clients you bring in.',
      ],
    },
  ],
};

export const INTERNSHIP_OPENING: Opening = {
  path: '/project-manager-internship',
  title: 'Project Manager Internship',
  summary:
    'A 3-month internship learning how staffing projects are planned, run and delivered, working alongside our project managers.',
  about: [
    'Behind every placement is a project: a client’s request, a search plan, dozens of candidates, interviews to schedule and deadlines to meet. Our project managers keep all of it moving. In this 3-month internship you will work next to them on real client projects and learn how the work gets planned, tracked and delivered.',
    'You will not be fetching coffee. From your first weeks you will own real tasks, take part in team meetings and see how your work helps people get hired.',
  ],
  facts: [
    { label: 'Duration', value: '3 months' },
    { label: 'Type', value: 'Internship' },
    { label: 'Team', value: 'Project management' },
    { label: 'Mentorship', value: 'Working with our project managers' },
  ],
  sections: [
    {
      title: 'What you will learn',
      items: [
        'How a staffing project runs from a client’s first request to a candidate’s first day.',
        'Planning a project: breaking work into tasks, setting milestones and estimating timelines.',
        'Coordinating clients, recruiters and candidates so everyone knows what happens next.',
        'Tracking progress, spotting risks early and writing clear status updates.',
        'Running productive meetings and keeping decisions documented.',
        'The everyday tools of project work: task boards, shared calendars and spreadsheets.',
      ],
    },
    {
      title: 'What you will do',
      items: [
        'Help plan and track hiring projects for our clients.',
        'Keep project boards and candidate pipelines accurate and up to date.',
        'Schedule interviews and meetings and prepare the notes for them.',
        'Draft weekly status reports for project managers and clients.',
        'Document processes and suggest improvements you notice along the way.',
      ],
    },
    {
      title: 'What you bring',
      items: [
        'A current student or recent graduate in business, management, communications or a related field, or equivalent experience.',
        'Strong organization: you keep track of details and deadlines.',
        'Clear written and spoken English.',
        'Comfort with spreadsheets and online collaboration tools.',
        'Curiosity, a willingness to ask questions and openness to feedback.',
        'Availability for the full 3 months of the internship.',
      ],
    },
  ],
};

export const OPENINGS: readonly Opening[] = [SALES_REP_OPENING, INTERNSHIP_OPENING];
