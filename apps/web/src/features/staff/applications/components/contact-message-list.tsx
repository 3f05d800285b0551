import type { AdminContactMessage } from '@staffing/shared/application-schemas';
import { formatDateTime } from '../utils/format';
import styles from './admin-lists.module.css';

export function ContactMessageList({ messages }: { messages: readonly AdminContactMessage[] }) {
  return (
    <ul className={styles.messages}>
      {messages.map((message) => (
        <li key={message._id} className={styles.message}>
          <article aria-label={`Message from ${message.email}`}>
            <header className={styles.messageHeader}>
              <a href={`mailto:${message.email}`} className={styles.messageFrom}>
                {message.email}
              </a>
              <time dateTime={message.createdAt} className={styles.messageDate}>
                {formatDateTime(message.createdAt)}
              </time>
            </header>
            <p className={styles.purpose}>{message.purpose}</p>
            <dl className={styles.messageFacts}>
              <div>
                <dt>Country</dt>
                <dd>{message.country}</dd>
              </div>
              <div>
                <dt>Positions</dt>
                <dd>{message.positions}</dd>
              </div>
            </dl>
            {message.comments ? (
              <p className={styles.comments}>{message.comments}</p>
            ) : (
              <p className={styles.noComments}>No comments.</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
