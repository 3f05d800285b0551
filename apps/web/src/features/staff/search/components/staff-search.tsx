import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { SearchIcon } from '@/components/ui/icons';
import { shortcutLabel, useSearchShortcut } from '../utils/search-shortcut';
import { SearchBox } from './search-box';
import styles from './staff-search.module.css';

/**
 * StaffSearch: the staff workspace's search box, for the shell's top bar. A button ("Search…",
 * with its keys) opens a dialog holding the search field and its grouped results; "/" (unless
 * typing in a field) and Ctrl-K / ⌘-K open it from anywhere. Escape closes it and focus goes
 * back where it was (the button, or the field Ctrl-K was pressed in); opening a result closes
 * it and goes there, the focus on the button.
 */
export function StaffSearch() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Where Escape goes back to: what had the focus (a field Ctrl-K was pressed in), else the
  // button; after a result is opened, the button, since that page is gone.
  const returnTo = useRef<HTMLElement | null>(null);
  const openSearch = () => {
    const active = document.activeElement;
    returnTo.current =
      active instanceof HTMLElement && active !== document.body ? active : trigger.current;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
  };
  useSearchShortcut(openSearch, !open);
  const keys = shortcutLabel();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={openSearch}
      >
        <SearchIcon size={18} className={styles.triggerIcon} />
        <span className={styles.triggerText}>Search…</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>/</kbd>
          <kbd className={styles.key}>{keys}</kbd>
        </span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Search"
        closeOnBackdrop
        initialFocusRef={input}
        returnFocusRef={returnTo}
        className={styles.dialog}
      >
        <SearchBox
          inputRef={input}
          onOpened={() => {
            returnTo.current = trigger.current;
            close();
          }}
        />
      </Dialog>
    </>
  );
}
