import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@yoga/contracts';
import { useInViewOnce } from '../../../shared/hooks/use-in-view';
import { usePrefersReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import { countUpValue, decimalsOf, formatCount } from '../../../shared/logic/count-up';
import type { Stat } from '../home.content';
import pageStyles from '../../../shared/components/page.module.css';
import styles from './stat-counters.module.css';

function Counter({ stat, start }: { stat: Stat; start: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const decimals = decimalsOf(stat.value);
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!start) return;
    if (reducedMotion) {
      setValue(stat.value);
      return;
    }
    const duration = TIMINGS.countUpMs;
    const began = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const v = countUpValue(stat.value, now - began, duration);
      setValue(v);
      if (v !== stat.value) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [start, reducedMotion, stat.value]);

  return (
    <li className={styles.stat}>
      <p className={styles.value}>
        {/* The final figure is what assistive tech reads; the moving number is decoration. */}
        <span className={pageStyles.srOnly}>
          {formatCount(stat.value, decimals)}
          {stat.suffix}
        </span>
        <span aria-hidden="true" className={styles.number} data-testid="stat-value">
          {formatCount(value, decimals)}
        </span>
        <span aria-hidden="true">{stat.suffix}</span>
      </p>
      <p className={styles.label}>{stat.label}</p>
    </li>
  );
}

/** Counters that count up to their figure over 2 s once scrolled into view. */
export function StatCounters({ stats }: { stats: readonly Stat[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const inView = useInViewOnce(ref);
  return (
    <ul className={styles.stats} ref={ref} data-in-view={inView}>
      {stats.map((stat) => (
        <Counter key={stat.label} stat={stat} start={inView} />
      ))}
    </ul>
  );
}
