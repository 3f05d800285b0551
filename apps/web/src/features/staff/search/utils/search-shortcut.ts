import { useEffect, useEffectEvent } from 'react';

// Where a typed "/" is text, not the search shortcut.
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const field = target.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  );
  if (!field) return false;
  // A checkbox or a button-like input takes no text.
  return !(
    field instanceof HTMLInputElement &&
    ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      field.type,
    )
  );
}

// The keys that open the search box anywhere in the staff workspace: "/" (unless typing in a
// field) and Ctrl-K or ⌘-K (also from a field, as in the apps staff know it from).
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
    return event.key.toLowerCase() === 'k';
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key === '/' && !isTyping(event.target);
}

export function useSearchShortcut(open: () => void, enabled = true) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    open();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      onKeyDown(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, [enabled]);
}

// "⌘K" on Apple keyboards, "Ctrl K" elsewhere.
export function shortcutLabel(): string {
  const platform =
    typeof navigator === 'undefined'
      ? ''
      : ((navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
          ?.platform ?? navigator.platform);
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
