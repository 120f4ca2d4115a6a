import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@yoga/api-client';
import {
  HEALTH_CONDITIONS,
  HEALTH_NOTE_OTHER_MAX_LENGTH,
  type HealthCondition,
  type HealthNotes,
} from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { Notice, PlainButton, accountFormStyles as form, usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { useHealthNotesQuery, useSaveHealthNotesMutation } from '../profile.api';
import styles from './health-notes-section.module.css';

interface Values {
  conditions: HealthCondition[];
  other: string;
  share: boolean;
}

const toValues = (notes: HealthNotes): Values => ({
  conditions: notes.conditions,
  other: notes.other ?? '',
  share: notes.share_with_instructors,
});

const EMPTY: Values = { conditions: [], other: '', share: false };

/**
 * Health notes (issue 25): conditions the instructor should know of, shared with the instructors of the
 * student's classes only with this explicit consent (logged; unticking it hides them at once). Plain form
 * elements (issue 38).
 */
export function HealthNotesSection() {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const { data, error, isLoading, refetch } = useHealthNotesQuery();
  const [save, { isLoading: saving }] = useSaveHealthNotesMutation();
  const [values, setValues] = useState<Values>(data ? toValues(data) : EMPTY);
  useEffect(() => {
    if (data) setValues(toValues(data));
  }, [data]);

  if (isLoading)
    return (
      <div className={plain.stackSmall} aria-hidden="true">
        <div className={plain.skeleton} />
        <div className={plain.skeleton} />
        <div className={plain.skeleton} />
      </div>
    );
  if (error)
    return (
      <Notice
        type="error"
        title={errorMessage(error) ?? t('user.tryAgain')}
        action={<PlainButton onClick={() => refetch()}>{t('user.retry')}</PlainButton>}
      />
    );

  const toggle = (condition: HealthCondition, on: boolean) =>
    setValues((v) => ({
      ...v,
      // In the list's order, as antd's Checkbox.Group gave them.
      conditions: HEALTH_CONDITIONS.filter((c) =>
        c === condition ? on : v.conditions.includes(c),
      ),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save({
        conditions: values.conditions,
        other: values.other.trim() || null,
        share_with_instructors: values.share,
      }).unwrap();
      message.success(
        t(saved.share_with_instructors ? 'user.health.savedShared' : 'user.health.savedPrivate'),
      );
    } catch (err) {
      message.error(errorMessage(err) ?? t('user.somethingWentWrong'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <p className={plain.intro}>{t('user.health.intro')}</p>
      <fieldset className={`${form.item} ${styles.group}`}>
        <legend className={form.label}>{t('user.health.conditions')}</legend>
        <div className={styles.checks}>
          {HEALTH_CONDITIONS.map((c) => (
            <label key={c} className={form.check}>
              <input
                type="checkbox"
                value={c}
                checked={values.conditions.includes(c)}
                onChange={(e) => toggle(c, e.target.checked)}
              />
              {t(`user.health.condition.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={form.item}>
        <label htmlFor="health-other" className={form.label}>
          {t('user.health.other')}
        </label>
        <div className={styles.counted}>
          <textarea
            id="health-other"
            rows={2}
            maxLength={HEALTH_NOTE_OTHER_MAX_LENGTH}
            className={`${form.input} ${styles.textarea}`}
            value={values.other}
            onChange={(e) => setValues((v) => ({ ...v, other: e.target.value }))}
          />
          <span className={styles.count} aria-hidden="true">
            {[...values.other].length} / {HEALTH_NOTE_OTHER_MAX_LENGTH}
          </span>
        </div>
      </div>
      <div className={form.item}>
        <label className={form.check}>
          <input
            type="checkbox"
            aria-describedby="health-share-extra"
            checked={values.share}
            onChange={(e) => setValues((v) => ({ ...v, share: e.target.checked }))}
          />
          {t('user.health.share')}
        </label>
        <div id="health-share-extra" className={form.extra}>
          {t('user.health.shareHint')}
        </div>
      </div>
      <div className={plain.actions}>
        <PlainButton type="submit" primary busy={saving}>
          {t('user.health.save')}
        </PlainButton>
        {data?.consent_changed_at ? (
          <span className={plain.muted}>
            {t(data.share_with_instructors ? 'user.health.sharedSince' : 'user.health.notShared', {
              date: formatShortDate(data.consent_changed_at, locale),
            })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
