import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a named, non-submitting button with its tone class', async () => {
    const onClick = vi.fn();
    render(
      <form>
        <IconButton aria-label="Close" onClick={onClick}>
          <svg aria-hidden="true" />
        </IconButton>
        <IconButton aria-label="Next slide" tone="outlined" disabled>
          <svg aria-hidden="true" />
        </IconButton>
      </form>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('type', 'button');
    expect(close.className).not.toMatch(/outlined/);
    await userEvent.click(close);
    expect(onClick).toHaveBeenCalledOnce();

    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(next.className).toMatch(/outlined/);
    expect(next).toBeDisabled();
  });
});
