import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { Button } from './button';
import { Drawer } from './drawer';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogPolyfill();
});
afterEach(() => {
  uninstall();
});

function FilterPanel() {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Filters
      </button>
      <Drawer
        open={open}
        onClose={close}
        title="Filter jobs"
        footer={<Button onClick={close}>Show jobs</Button>}
      >
        <label>
          Industry <select />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a named dialog with its body and footer, and closes with the close button', async () => {
    const user = userEvent.setup();
    render(<FilterPanel />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Filter jobs' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show jobs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and from its footer action', async () => {
    const user = userEvent.setup();
    render(<FilterPanel />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Show jobs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
