import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateDetail } from '../testing/candidate-fixtures';
import { CandidateTimeline } from './candidate-timeline';

describe('CandidateTimeline', () => {
  it('names interview and placement entries by their kind, with the summary and who acted', () => {
    render(
      <CandidateTimeline
        candidate={candidateDetail({
          timeline: [
            {
              at: new Date().toISOString(),
              kind: 'placement',
              summary: 'Placed on Harbor Care’s order (“Night CNA”), starting 2027-01-11',
              actorName: 'Rita Recruiter',
            },
            {
              at: new Date(Date.now() - 3_600_000).toISOString(),
              kind: 'interview',
              summary:
                'Interview scheduled for Harbor Care’s order (“Night CNA”): Tue 5 Jan 2027, 10:30 America/Chicago',
              actorName: 'Rita Recruiter',
            },
          ],
        })}
      />,
    );
    const [placement, interview] = within(
      screen.getByRole('list', { name: 'Timeline, newest first' }),
    ).getAllByRole('listitem');
    expect(placement).toHaveTextContent('Placement');
    expect(placement).toHaveTextContent('starting 2027-01-11');
    expect(placement).toHaveTextContent('by Rita Recruiter');
    expect(interview).toHaveTextContent('Interview');
    expect(interview).toHaveTextContent('Interview scheduled for Harbor Care’s order');
  });
});
