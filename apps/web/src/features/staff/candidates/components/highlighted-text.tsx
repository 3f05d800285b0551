import { highlightText } from '../utils/highlight';
import styles from './candidate-profile.module.css';

// The text with the search words in <mark>, which screen readers can announce as highlighted.
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightText(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
