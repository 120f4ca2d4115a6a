import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { normalizeTvCode, TV_AREA, TV_CODE_LENGTH } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { useApproveTvMutation, useDeclineTvMutation } from '../tv.api';
import styles from './open-on-tv-page.module.css';

type Outcome = { kind: 'approved' | 'declined' } | { kind: 'problem'; text: string } | null;

/**
 * "Open on TV" (issue 37): how to put her classes on the TV, and the device flow's phone page
 * (`verification_uri`): she types the code the TV shows and approves it (or declines a TV that is not
 * hers). The TV then signs in by itself: no password on a remote.
 */
export default function OpenOnTvPage() {
  const { t } = useLocale();
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get('code') ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [approve, { isLoading: approving }] = useApproveTvMutation();
  const [decline, { isLoading: declining }] = useDeclineTvMutation();
  const tvAddress = `${window.location.host}${TV_AREA}`;
  const complete = normalizeTvCode(code).length === TV_CODE_LENGTH;

  const decide = async (yes: boolean) => {
    setOutcome(null);
    try {
      await (yes ? approve : decline)({ user_code: code }).unwrap();
      setOutcome({ kind: yes ? 'approved' : 'declined' });
      setCode('');
    } catch (error) {
      setOutcome({ kind: 'problem', text: errorMessage(error) ?? t('user.tv.phone.failed') });
    }
  };

  const busy = (loading: boolean) =>
    loading ? <span className={plain.busy} aria-hidden="true" /> : null;

  // Plain elements and a plain form drawn as antd's (issue 38: every student page within 250 KB of
  // JavaScript).
  return (
    <div className={`${plain.stack} ${styles.page}`}>
      <h1 className={plain.title}>{t('user.tv.phone.title')}</h1>
      <p className={plain.text}>{t('user.tv.phone.intro')}</p>
      <ol className={styles.steps}>
        <li>
          {t('user.tv.phone.step_open')} <strong className={plain.strong}>{tvAddress}</strong>
        </li>
        <li>{t('user.tv.phone.step_code')}</li>
        <li>{t('user.tv.phone.step_done')}</li>
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (complete && !approving) void decide(true);
        }}
      >
        <div className={styles.item}>
          <label htmlFor="tv-code" className={styles.label}>
            {t('user.tv.phone.code_label')}
          </label>
          <input
            id="tv-code"
            className={`${plain.input} ${styles.code}`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="XXXX-XXXX"
          />
        </div>
        <div className={styles.buttons}>
          <button
            type="submit"
            className={`${plain.button} ${plain.primary} ${styles.large}`}
            aria-busy={approving || undefined}
            disabled={!complete}
          >
            {busy(approving)}
            {t('user.tv.phone.approve')}
          </button>
          <button
            type="button"
            className={`${plain.button} ${styles.large}`}
            aria-busy={declining || undefined}
            disabled={!complete}
            onClick={() => void decide(false)}
          >
            {busy(declining)}
            {t('user.tv.phone.decline')}
          </button>
        </div>
      </form>
      {outcome?.kind === 'approved' ? (
        <Notice type="success" role="status" title={t('user.tv.phone.approved')} />
      ) : outcome?.kind === 'declined' ? (
        <Notice type="info" role="status" title={t('user.tv.phone.declined')} />
      ) : outcome?.kind === 'problem' ? (
        <Notice type="error" role="alert" title={outcome.text} />
      ) : null}
    </div>
  );
}
