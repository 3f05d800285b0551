import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The agency's own two standing openings (spec section 9 for the facts). Their pages, the
// careers list and the page metadata all read from here so a fact is written once.

export type OpeningFact = { label: MessageDescriptor; value: MessageDescriptor };
export type OpeningSection = { title: MessageDescriptor; items: readonly MessageDescriptor[] };

export type Opening = {
  path: '/sales-rep' | '/project-manager-internship';
  title: MessageDescriptor;
  // One line for the careers list and the page's meta description.
  summary: MessageDescriptor;
  // The paragraphs under "About the role".
  about: readonly MessageDescriptor[];
  facts: readonly OpeningFact[];
  sections: readonly OpeningSection[];
};

export const SALES_REP_OPENING: Opening = {
  path: '/sales-rep',
  title: msg`Sales Representative`,
  summary:
    msg`Win new employer accounts for our staffing services. High-ticket commission, 9:00am–9:00pm CST, off on weekends and 11 federal holidays.`,
  about: [
    msg`Employers come to us when they need skilled people fast: nurses and caregivers, tradespeople and site crews, developers and IT support, drivers, and business and executive talent. As a Sales Representative you are the first person they talk to. You find the companies that need help, learn what is slowing their hiring down, and show them how our recruiters and our candidate database of over 200 million can fill their positions.`,
    msg`Every agreement you close is a high-value staffing contract, and you are paid a high-ticket commission on it. You will work with our recruiting team, who take over the search once a client signs, so you can stay focused on building relationships and closing business.`,
  ],
  facts: [
    { label: msg`Pay`, value: msg`High-ticket commission` },
    { label: msg`Schedule`, value: msg`9:00am–9:00pm CST` },
    { label: msg`Days off`, value: msg`Weekends and 11 federal holidays` },
    { label: msg`Team`, value: msg`Sales and business development` },
  ],
  sections: [
    {
      title: msg`What you will do`,
      items: [
        msg`Research and reach out to employers in healthcare, construction, IT and tech, transportation and business who need staffing support.`,
        msg`Run discovery calls to understand each client’s open positions, hiring timeline and budget.`,
        msg`Present staffing solutions that fit those needs, answer questions and handle objections.`,
        msg`Negotiate terms and close staffing agreements.`,
        msg`Hand new accounts over to our recruiters with clear notes, and stay in touch until the first placements start.`,
        msg`Keep your pipeline, calls and follow-ups organized and up to date.`,
        msg`Grow existing accounts by checking in regularly and spotting new hiring needs.`,
      ],
    },
    {
      title: msg`What you bring`,
      items: [
        msg`Experience in B2B sales, business development, account management or recruiting is a strong plus; motivated newcomers to sales are welcome to apply.`,
        msg`Confident, clear communication by phone, video and email.`,
        msg`The drive to build your own pipeline and the resilience to keep going after a “no”.`,
        msg`Comfort with commission-based pay and a results-focused role.`,
        msg`Organized, reliable follow-up and attention to detail.`,
        msg`Availability to work within our 9:00am–9:00pm CST schedule.`,
      ],
    },
    {
      title: msg`What we offer`,
      items: [
        msg`High-ticket commission on every staffing agreement you close: your earnings grow with your results.`,
        msg`Weekends off, and 11 federal holidays off every year.`,
        msg`Training on our services, industries and sales process so you can speak to clients with confidence.`,
        msg`A recruiting team that delivers for the clients you bring in.`,
      ],
    },
  ],
};

export const INTERNSHIP_OPENING: Opening = {
  path: '/project-manager-internship',
  title: msg`Project Manager Internship`,
  summary:
    msg`A 3-month internship learning how staffing projects are planned, run and delivered, working alongside our project managers.`,
  about: [
    msg`Behind every placement is a project: a client’s request, a search plan, dozens of candidates, interviews to schedule and deadlines to meet. Our project managers keep all of it moving. In this 3-month internship you will work next to them on real client projects and learn how the work gets planned, tracked and delivered.`,
    msg`You will not be fetching coffee. From your first weeks you will own real tasks, take part in team meetings and see how your work helps people get hired.`,
  ],
  facts: [
    { label: msg`Duration`, value: msg`3 months` },
    { label: msg`Type`, value: msg`Internship` },
    { label: msg`Team`, value: msg`Project management` },
    { label: msg`Mentorship`, value: msg`Working with our project managers` },
  ],
  sections: [
    {
      title: msg`What you will learn`,
      items: [
        msg`How a staffing project runs from a client’s first request to a candidate’s first day.`,
        msg`Planning a project: breaking work into tasks, setting milestones and estimating timelines.`,
        msg`Coordinating clients, recruiters and candidates so everyone knows what happens next.`,
        msg`Tracking progress, spotting risks early and writing clear status updates.`,
        msg`Running productive meetings and keeping decisions documented.`,
        msg`The everyday tools of project work: task boards, shared calendars and spreadsheets.`,
      ],
    },
    {
      title: msg`What you will do`,
      items: [
        msg`Help plan and track hiring projects for our clients.`,
        msg`Keep project boards and candidate pipelines accurate and up to date.`,
        msg`Schedule interviews and meetings and prepare the notes for them.`,
        msg`Draft weekly status reports for project managers and clients.`,
        msg`Document processes and suggest improvements you notice along the way.`,
      ],
    },
    {
      title: msg`What you bring`,
      items: [
        msg`A current student or recent graduate in business, management, communications or a related field, or equivalent experience.`,
        msg`Strong organization: you keep track of details and deadlines.`,
        msg`Clear written and spoken English.`,
        msg`Comfort with spreadsheets and online collaboration tools.`,
        msg`Curiosity, a willingness to ask questions and openness to feedback.`,
        msg`Availability for the full 3 months of the internship.`,
      ],
    },
  ],
};

export const OPENINGS: readonly Opening[] = [SALES_REP_OPENING, INTERNSHIP_OPENING];
