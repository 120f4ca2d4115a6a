import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  focusTarget,
  INITIAL_OPEN_ITEM,
  toggleItem,
  type OpenItem,
} from '../../../shared/logic/faq';
import { NoScriptStyle } from '@yoga/site-layout';
import type { FaqItem } from '../home.content';
import styles from './faq-list.module.css';

/** Without JavaScript the questions cannot open: every answer shows, without the +/− sign. */
const allAnswersCss = `.${styles.answer}[hidden]{display:block}.${styles.sign}{display:none}.${styles.button}{cursor:default}`;

/** Accordion: one answer open at a time, the first open initially; arrows, Home and End move between questions. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<OpenItem>(INITIAL_OPEN_ITEM);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: number) => {
    const target = focusTarget(event.key, current, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.list} data-testid="faq">
      <NoScriptStyle css={allAnswersCss} />
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.question}>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((o) => toggleItem(o, i))}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span>{item.question}</span>
                <span className={styles.sign} aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
