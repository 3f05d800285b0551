import type { JobInput } from '../modules/jobs/job-records.ts';

// Demo postings for a fresh embedded install: three per industry, written like real ads so
// the board looks the way it will in use.
export const DEMO_JOBS: JobInput[] = [
  {
    title: 'Registered Nurse – Medical/Surgical',
    location: 'Chicago, IL',
    salary: '$42 - $55/hr',
    type: 'Full-Time',
    schedule: '3 x 12-hour shifts, rotating weekends',
    industry: 'Healthcare',
    description:
      'A 400-bed teaching hospital on the Near West Side needs an experienced RN for its medical/surgical unit.\nYou will care for 4–5 patients per shift alongside a supportive charge nurse and unit educator.',
    responsibilities:
      'Assess, plan and document patient care in Epic\nAdminister medications and IV therapy\nEducate patients and families before discharge\nCoordinate with physicians, therapists and case managers',
    skills:
      'Active Illinois RN license\nBLS and ACLS certification\n1+ year of acute care experience\nClear, calm communication under pressure',
    aboutUs:
      'We place nurses with hospitals across the Midwest and stay with you from interview to first paycheck.',
    whatWeOffer:
      'Weekly pay\nMedical, dental and vision from day one\nShift differentials for nights and weekends',
  },
  {
    title: 'Certified Medical Assistant',
    location: 'Naperville, IL',
    salary: '$21 - $24/hr',
    type: 'Full-Time',
    schedule: 'Monday - Friday, 8:00am – 4:30pm',
    industry: 'Healthcare',
    description:
      'A busy family practice is adding a medical assistant to keep its clinic flowing smoothly.',
    responsibilities:
      'Room patients and take vitals\nPrepare exam rooms and assist providers\nSchedule follow-ups and process referrals',
    skills: 'CMA or RMA certification\nEHR experience\nFriendly, organized and punctual',
  },
  {
    title: 'Travel Respiratory Therapist',
    location: 'Milwaukee, WI',
    salary: '$2,300/week',
    type: 'Contract',
    schedule: '13-week assignment, night shift',
    industry: 'Healthcare',
    description: 'A 13-week assignment in a level I trauma center with the option to extend.',
    responsibilities:
      'Manage ventilators and airway care in the ICU\nRespond to rapid responses and codes\nDocument therapy and patient response',
    skills: 'RRT credential\n2+ years of ICU experience\nNRP and PALS preferred',
    whatWeOffer: 'Housing stipend\nTravel reimbursement\nA recruiter who answers the phone',
  },
  {
    title: 'Journeyman Electrician',
    location: 'Aurora, IL',
    salary: '$38 - $46/hr',
    type: 'Full-Time',
    schedule: 'Monday - Friday, 7:00am – 3:30pm',
    industry: 'Construction',
    description:
      'A commercial contractor needs journeyman electricians for a new distribution center build.',
    responsibilities:
      'Install conduit, wire and panels to code\nRead and work from blueprints\nTroubleshoot and test circuits\nMentor apprentices on site',
    skills:
      'Journeyman license\nOSHA 10 (OSHA 30 a plus)\nOwn hand tools and reliable transportation',
    whatWeOffer: 'Overtime available\nTool allowance\nPath to foreman',
  },
  {
    title: 'Construction Project Manager',
    location: 'Chicago, IL',
    salary: '$95,000 - $120,000/year',
    type: 'Full-Time',
    schedule: 'Monday - Friday, on site and in office',
    industry: 'Construction',
    description:
      'Lead mid-size commercial interior projects from preconstruction through closeout for a respected general contractor.',
    responsibilities:
      'Own budgets, schedules and subcontractor buy-out\nRun owner and architect meetings\nTrack RFIs, submittals and change orders',
    skills: '5+ years managing commercial projects\nProcore and MS Project\nPMP or CCM a plus',
    aboutUs:
      'Our construction desk has placed project leaders with Chicago builders for over a decade.',
  },
  {
    title: 'General Laborer',
    location: 'Joliet, IL',
    salary: '$19/hr',
    type: 'Temporary',
    schedule: 'Monday - Saturday, 6:00am – 2:30pm',
    industry: 'Construction',
    description: 'Temporary site labor for a warehouse expansion, expected to run four months.',
    responsibilities:
      'Load and unload materials\nKeep the site clean and safe\nAssist trades as directed',
    skills: 'Able to lift 50 lbs\nSteel-toe boots\nReliable attendance',
  },
  {
    title: 'Senior Full-Stack Engineer (TypeScript)',
    location: 'Remote (US)',
    salary: '$140,000 - $165,000/year',
    type: 'Full-Time',
    schedule: 'Flexible Monday - Friday between (9:00am – 9:00pm CST)',
    industry: 'ItTech',
    description:
      'A logistics software company is hiring a senior engineer to build its customer-facing web platform.',
    responsibilities:
      'Design and ship features across React and Node.js services\nOwn code quality through reviews and tests\nWork with product on scope and trade-offs',
    skills:
      'TypeScript, React and Node.js\nPostgreSQL\n5+ years of professional software development',
    whatWeOffer: 'Fully remote\nEquity\n401(k) with match',
  },
  {
    title: 'IT Help Desk Technician',
    location: 'Schaumburg, IL',
    salary: '$24 - $28/hr',
    type: 'Contract',
    schedule: 'Monday - Friday, 8:00am – 5:00pm',
    industry: 'ItTech',
    description: 'Six-month contract-to-hire supporting 600 employees at a corporate headquarters.',
    responsibilities:
      'Answer tickets by phone, chat and walk-up\nImage and deploy laptops\nManage accounts in Active Directory and Microsoft 365',
    skills:
      'CompTIA A+ or equivalent experience\nWindows 11 and Microsoft 365\nPatient, clear communicator',
  },
  {
    title: 'Data Analyst',
    location: 'Chicago, IL (hybrid)',
    salary: '$78,000 - $92,000/year',
    type: 'Full-Time',
    schedule: 'Hybrid, 3 days in office',
    industry: 'ItTech',
    description: 'Turn operations data into dashboards and decisions for a national retailer.',
    responsibilities:
      'Build and maintain Power BI dashboards\nWrite SQL against the data warehouse\nPresent findings to store operations leaders',
    skills: 'Advanced SQL\nPower BI or Tableau\nPython a plus',
  },
  {
    title: 'Executive Assistant to the CEO',
    location: 'Oak Brook, IL',
    salary: '$75,000 - $85,000/year',
    type: 'Full-Time',
    schedule: 'Monday - Friday, 8:30am – 5:00pm',
    industry: 'Business',
    description: 'Support the CEO of a growing manufacturing company as a trusted right hand.',
    responsibilities:
      'Manage a complex calendar and travel\nPrepare board materials\nHandle confidential matters with discretion',
    skills:
      '5+ years supporting C-level executives\nExpert in Microsoft Office\nFlawless written communication',
  },
  {
    title: 'Staff Accountant',
    location: 'Evanston, IL',
    salary: '$65,000 - $72,000/year',
    type: 'Full-Time',
    schedule: 'Monday - Friday, hybrid',
    industry: 'Business',
    description: 'Join a close-knit finance team at a nonprofit with a national reach.',
    responsibilities:
      'Own month-end close for assigned entities\nReconcile balance sheet accounts\nSupport the annual audit',
    skills: "Bachelor's in accounting\n2+ years of GL experience\nNetSuite a plus",
  },
  {
    title: 'Customer Service Representative',
    location: 'Remote (Central Time)',
    salary: '$18 - $20/hr',
    type: 'Part-Time',
    schedule: 'Monday - Friday, 4 hours a day',
    industry: 'Business',
    description: 'Help customers of a home-services company by phone and email from home.',
    responsibilities:
      'Answer inbound calls and emails\nSchedule service appointments\nResolve billing questions',
    skills:
      'Quiet home workspace and reliable internet\nOne year of customer service\nTyping 40+ wpm',
  },
  {
    title: 'CDL-A Regional Truck Driver',
    location: 'Gary, IN',
    salary: '$1,500 - $1,800/week',
    type: 'Full-Time',
    schedule: 'Home every weekend',
    industry: 'Drivers',
    description:
      'Regional dry van routes across the Midwest with a carrier known for newer equipment.',
    responsibilities:
      'Deliver freight safely and on time\nComplete pre- and post-trip inspections\nKeep accurate ELD logs',
    skills: 'Class A CDL\n1+ year of verifiable OTR or regional experience\nClean MVR',
    whatWeOffer: 'Sign-on bonus\nPaid orientation\nHealth benefits after 30 days',
  },
  {
    title: 'Delivery Driver (Box Truck)',
    location: 'Cicero, IL',
    salary: '$22/hr',
    type: 'Full-Time',
    schedule: 'Monday - Friday, 5:00am start',
    industry: 'Drivers',
    description: 'Local appliance deliveries in a 26-foot box truck with a helper.',
    responsibilities:
      'Load, deliver and install appliances\nCollect signatures and photos\nKeep the truck clean',
    skills:
      'Valid driver license (non-CDL)\nAble to lift 75 lbs with a partner\nCustomer-friendly attitude',
  },
  {
    title: 'School Bus Driver',
    location: 'Elgin, IL',
    salary: '$24/hr',
    type: 'Part-Time',
    schedule: 'Split shift, school days only',
    industry: 'Drivers',
    description: 'Drive morning and afternoon routes for a suburban school district.',
    responsibilities:
      'Drive assigned routes safely\nPerform daily bus inspections\nKeep order on the bus',
    skills: 'CDL-B with P and S endorsements (training available)\nClean driving record',
  },
];
