import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './user-search.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

type UserSearchProps = {
  // The search in the URL; the box follows it when it changes from outside (back button).
  query: string;
  onSearch: (query: string) => void;
};

// Searches as the admin types (after a pause) and on Enter or the button.
export function UserSearch({ query, onSearch }: UserSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);

  // A new search from the URL replaces what is in the box (adjusting state during render
  // instead of an effect, so the box never shows the stale text for a frame).
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }

  const searchAfterPause = useEffectEvent((value: string) => {
    onSearch(value);
  });

  useEffect(() => {
    const value = text.trim();
    if (value === query) return;
    const timer = window.setTimeout(() => {
      searchAfterPause(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, query]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== query) onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        Search users
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder="Name or email"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        Matches part of a name or email address.
      </p>
    </form>
  );
}
