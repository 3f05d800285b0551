import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, StatusTag } from './status-tag';

describe('StatusTag and Badge', () => {
  it('carries its meaning in text, with a tone class', () => {
    render(
      <>
        <StatusTag tone="success">Active</StatusTag>
        <StatusTag tone="danger" caps={false}>
          Disabled
        </StatusTag>
        <Badge aria-label="12 applications">12</Badge>
      </>,
    );
    expect(screen.getByText('Active').className).toMatch(/success/);
    expect(screen.getByText('Active').className).toMatch(/caps/);
    expect(screen.getByText('Disabled').className).not.toMatch(/caps/);
    expect(screen.getByLabelText('12 applications')).toHaveTextContent('12');
  });
});
