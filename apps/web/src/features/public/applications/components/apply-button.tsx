import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import styles from './apply-button.module.css';
import { loadApplyModal, preloadApplyModal, type ApplyModalComponent } from './lazy-apply-modal';

type ApplyButtonProps = Omit<ComponentProps<ApplyModalComponent>, 'open' | 'onClose'> & {
  label: string;
  block?: boolean;
};

/**
 * ApplyButton: the 'Apply now' button and the apply modal it opens. The button is drawn by
 * the server; the modal's code (the form, its validation, the screening questions, the
 * dialog) is downloaded when the visitor first presses or focuses the button, never with
 * the page. If it cannot be downloaded the button says so and tries again on the next click.
 * Without a script the form cannot send a resume, so the button is left out there
 * (needs-script) and the page says so in a <noscript> line instead.
 */
export function ApplyButton({ label, block = false, ...modal }: ApplyButtonProps) {
  const [Modal, setModal] = useState<ApplyModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  function openModal() {
    setLoadFailed(false);
    if (Modal) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    loadApplyModal().then(
      (component) => {
        setModal(() => component);
        setOpen(true);
        setLoading(false);
      },
      () => {
        setLoadFailed(true);
        setLoading(false);
      },
    );
  }

  return (
    <>
      <Button
        variant="accent"
        size="lg"
        block={block}
        className="needs-script"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onPointerDown={preloadApplyModal}
        onFocus={preloadApplyModal}
        onClick={openModal}
      >
        {label}
      </Button>
      {loadFailed && (
        <p role="alert" className={styles.loadFailed}>
          The application form could not be loaded. Check your internet connection and try again.
        </p>
      )}
      {Modal && (
        <Modal
          {...modal}
          open={open}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
