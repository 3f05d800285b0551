import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { Button } from './button';
import { Dialog } from './dialog';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogPolyfill();
});
afterEach(() => {
  uninstall();
});

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Delete job
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        size="sm"
        tone="danger"
        title="Delete this job?"
        description="It will be removed from the job board."
        closeButton={false}
        dismissible={dismissible}
        initialFocusRef={cancelRef}
        footer={
          <>
            <button
              ref={cancelRef}
              type="button"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </button>
            <Button>Confirm Delete</Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('is named and described, focuses the chosen control and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Delete job' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this job?' });
    expect(dialog).toHaveAccessibleDescription('It will be removed from the job board.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete job' })).toHaveFocus();
  });

  it('ignores Escape while not dismissible', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete this job?' })).toBeInTheDocument();
  });

  it('has a close button unless told otherwise', async () => {
    const user = userEvent.setup();
    function WithClose() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          onClose={() => {
            setOpen(false);
          }}
          title="Apply"
        >
          <p>Form</p>
        </Dialog>
      );
    }
    render(<WithClose />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
