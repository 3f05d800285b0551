import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './candidate-search.module.css';

type CandidateSearchFormProps = {
  // The search in the URL; the box follows it when it changes from outside (back button).
  query: string;
  onSearch: (query: string) => void;
};

// Searches on Enter or the button: a full-text search per keystroke would only fill the
// history with half-typed words.
export function CandidateSearchForm({ query, onSearch }: CandidateSearchFormProps) {
  const id = useId();
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }
  return (
    <form
      role="search"
      aria-label="Candidates"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={`${id}-q`} className={styles.searchLabel}>
        Search candidates
      </label>
      <div className={styles.searchRow}>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          className={styles.searchInput}
          value={text}
          placeholder="Search name, email, phone, resume text or jobs applied to"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit">Search</Button>
      </div>
      <p id={`${id}-hint`} className={styles.searchHint}>
        Finds other forms of a word too: “nurse” finds nursing and nurses.
      </p>
    </form>
  );
}
