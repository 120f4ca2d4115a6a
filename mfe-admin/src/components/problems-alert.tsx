import type { ReactNode } from 'react';
import { Alert, Typography } from 'antd';

/** One problem of a document being edited: a link to the field it is about, and what is wrong. */
export interface ProblemItem {
  key: string;
  /** The field's element id: the link's target. */
  target: string;
  /** Moves the focus to the field (the link's own jump, with the editor's scrolling and focus). */
  go: () => void;
  link: ReactNode;
  /** Words after the link, when the link names only the place. */
  after?: ReactNode;
}

/**
 * Every problem of a document being edited (a message's wording, a page's content), each a link to its
 * field: a warning, or an error once Save or Publish was tried with them left.
 */
export function ProblemsAlert({
  title,
  problems,
  attempted,
}: {
  title: string;
  problems: readonly ProblemItem[];
  attempted: boolean;
}) {
  return (
    <Alert
      type={attempted ? 'error' : 'warning'}
      showIcon
      role="region"
      aria-label={title}
      style={{ marginBottom: 12 }}
      title={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((p) => (
            <li key={p.key}>
              <Typography.Link
                href={`#${p.target}`}
                onClick={(event) => {
                  event.preventDefault();
                  p.go();
                }}
              >
                {p.link}
              </Typography.Link>
              {p.after !== undefined ? (
                <>
                  {': '}
                  {p.after}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      }
    />
  );
}
