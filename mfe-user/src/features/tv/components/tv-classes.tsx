import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage, useLogoutMutation } from '@yoga/api-client';
import { signedOut } from '@yoga/auth';
import { useLocale, useTimePair } from '@yoga/i18n';
import { useMyBookingsQuery } from '../../../shared/my-bookings.api';
import { tvClasses, type TvClass } from '../tv-focus';
import { useTvJoinClassMutation } from '../tv.api';
import { TV_FOCUS, useRemoteFocus } from '../use-remote-focus';
import styles from '../tv.module.css';
import { TvDay } from './tv-day';

/** The bookings are asked for again every few minutes (a TV stays on), and the clock ticks each half minute. */
const REFRESH_MS = 5 * 60_000;
const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Signed in: her booked classes of today and tomorrow, soonest first, the next one's Join focused on
 * arrival; the arrows move between the Joins, "Change language" and "Sign out of this TV".
 */
export function TvClassesScreen({ name }: { name: string }) {
  const { t, locale, setLocale } = useLocale();
  const now = useNow();
  const {
    data: bookings,
    isLoading,
    isError,
  } = useMyBookingsQuery(undefined, {
    pollingInterval: REFRESH_MS,
  });
  const classes = useMemo(() => tvClasses(bookings ?? [], now), [bookings, now]);
  const [join] = useTvJoinClassMutation();
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();
  // The token is revoked (best effort: offline must not keep the TV signed in), then the store signs
  // out and clears storage; the TV shows a new code.
  const endSession = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
  };
  const [status, setStatus] = useState('');
  const firstClass = classes[0]?.bookingId;
  const { ref, onKeyDown } = useRemoteFocus<HTMLDivElement>(isLoading ? 'loading' : firstClass);

  // India time, and hers beside it when the TV is abroad.
  const { classTime } = useTimePair();
  const when = (cls: TvClass) => classTime(cls.date, cls.time);

  const onJoin = async (cls: TvClass) => {
    if (!cls.joinOpen) {
      setStatus(t('user.tv.classes.join_later', { when: when(cls) }));
      return;
    }
    setStatus(t('user.tv.classes.joining'));
    try {
      const { url } = await join(cls.classId).unwrap();
      window.location.assign(url);
    } catch (error) {
      setStatus(errorMessage(error) ?? t('user.join.failed'));
    }
  };

  const day = (which: TvClass['day']) => (
    <TvDay
      which={which}
      classes={classes}
      firstClass={firstClass}
      when={when}
      onJoin={(cls) => void onJoin(cls)}
    />
  );

  return (
    <div ref={ref} onKeyDown={onKeyDown}>
      <h1>{t('user.tv.classes.title', { name })}</h1>
      {isLoading ? (
        <p role="status" className={styles.status}>
          {t('user.tv.sign_in.loading')}
        </p>
      ) : isError ? (
        <p role="alert" className={styles.status}>
          {t('user.tv.classes.failed')}
        </p>
      ) : (
        <>
          {day('today')}
          {day('tomorrow')}
          {classes.length === 0 ? (
            <p>
              {t('user.tv.classes.book_on_phone')}{' '}
              <span className={styles.url}>{`${window.location.host}/user/classbook`}</span>
            </p>
          ) : null}
        </>
      )}
      <p role="status" className={styles.status} data-testid="tv-status">
        {status}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          {...{ [TV_FOCUS]: '' }}
          lang={locale === 'en' ? 'hi' : 'en'}
          onClick={() => void setLocale(locale === 'en' ? 'hi' : 'en')}
        >
          {locale === 'en' ? 'हिन्दी' : 'English'}
        </button>
        <button
          type="button"
          className={styles.button}
          {...{ [TV_FOCUS]: '' }}
          onClick={() => void endSession()}
        >
          {t('user.tv.classes.sign_out')}
        </button>
      </div>
    </div>
  );
}
