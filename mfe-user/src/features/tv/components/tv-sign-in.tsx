import { useCallback, useEffect, useState } from 'react';
import { errorCode } from '@yoga/api-client';
import { startSession } from '@yoga/auth/session-handoff';
import { formatTvCode, type DeviceAuthorizationResponse } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { usePollTvSignInMutation, useStartTvSignInMutation } from '../tv.api';
import { TV_FOCUS, useRemoteFocus } from '../use-remote-focus';
import styles from '../tv.module.css';

/** Seconds added to the wait after a slow_down (RFC 8628 §3.5). */
const SLOW_DOWN_SECONDS = 5;

type Problem = 'declined' | 'failed' | null;

/**
 * Signed out: a code to approve on her phone (already signed in there), shown large with the address to
 * open. The TV asks every `interval` seconds whether it was approved; an expired code is replaced by a
 * new one by itself; a declined one waits for "Show a new code".
 */
export function TvSignInScreen() {
  const { t } = useLocale();
  const [start] = useStartTvSignInMutation();
  const [poll] = usePollTvSignInMutation();
  const [device, setDevice] = useState<DeviceAuthorizationResponse | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const { ref, onKeyDown } = useRemoteFocus<HTMLDivElement>(device?.user_code ?? problem);

  const newCode = useCallback(async () => {
    setProblem(null);
    setDevice(null);
    try {
      setDevice(await start().unwrap());
    } catch {
      setProblem('failed');
    }
  }, [start]);

  useEffect(() => {
    void newCode();
  }, [newCode]);

  useEffect(() => {
    if (!device) return;
    let wait = device.interval;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      try {
        const session = await poll(device.device_code).unwrap();
        if (!stopped) startSession(session);
        return;
      } catch (error) {
        if (stopped) return;
        const code = errorCode(error);
        if (code === 'expired_token') {
          void newCode();
          return;
        }
        if (code === 'device_access_denied') {
          setDevice(null);
          setProblem('declined');
          return;
        }
        if (code === 'slow_down') wait += SLOW_DOWN_SECONDS;
        // authorization_pending, or the network: ask again after the interval.
      }
      timer = setTimeout(() => void ask(), wait * 1000);
    };
    timer = setTimeout(() => void ask(), wait * 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [device, poll, newCode]);

  return (
    <div ref={ref} onKeyDown={onKeyDown}>
      <h1>{t('user.tv.sign_in.title')}</h1>
      {device ? (
        <>
          <p>
            {t('user.tv.sign_in.step_open')}{' '}
            <span className={styles.url} data-testid="tv-verification-uri">
              {device.verification_uri.replace(/^https?:\/\//, '')}
            </span>
          </p>
          <p>{t('user.tv.sign_in.step_code')}</p>
          <p>
            <span className={styles.code} data-testid="tv-user-code" aria-live="polite">
              {formatTvCode(device.user_code)}
            </span>
          </p>
          <p className={styles.hint}>
            {t('user.tv.sign_in.valid_for', { minutes: Math.round(device.expires_in / 60) })}
          </p>
          <p className={styles.hint}>{t('user.tv.sign_in.no_password')}</p>
        </>
      ) : (
        <p role="status" className={styles.status}>
          {problem === 'declined'
            ? t('user.tv.sign_in.declined')
            : problem === 'failed'
              ? t('user.tv.sign_in.failed')
              : t('user.tv.sign_in.loading')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          {...{ [TV_FOCUS]: '' }}
          onClick={() => void newCode()}
        >
          {t('user.tv.sign_in.new_code')}
        </button>
      </div>
    </div>
  );
}
