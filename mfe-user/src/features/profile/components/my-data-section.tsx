import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  baseApi,
  errorMessage,
  sessionExpired,
  useRequestSignInCodeMutation,
} from '@yoga/api-client';
import { AUTH_ROUTES, type Profile } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { PlainButton, PlainPasswordInput, accountFormStyles as form, usePanelApp } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { saveTextFile } from '../download';
import styles from './my-data-section.module.css';
import { useDeleteAccountMutation, useExportMyDataMutation } from '../profile.api';

/** "Download my data" and "Delete my account" (confirmed with the password or a one-time code). */
export function MyDataSection({ profile }: { profile: Profile }) {
  const { message } = usePanelApp();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [exportData, { isLoading: exporting }] = useExportMyDataMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [requestCode, { isLoading: sendingCode }] = useRequestSignInCodeMutation();
  const [confirming, setConfirming] = useState(false);
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [secret, setSecret] = useState('');
  const { t } = useLocale();

  const download = async () => {
    try {
      const file = await exportData().unwrap();
      saveTextFile(file.json, file.filename);
      message.success(t('user.data.downloaded'));
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.somethingWentWrong'));
    }
  };

  const sendCode = async () => {
    try {
      await requestCode({ email: profile.email }).unwrap();
      setProof('code');
      setSecret('');
      message.info(t('user.data.codeSent', { email: profile.email }));
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.somethingWentWrong'));
    }
  };

  const erase = async () => {
    if (!secret.trim()) return message.error(t('user.data.needsProof'));
    try {
      await deleteAccount(
        proof === 'password' ? { password: secret } : { code: secret.replace(/\s/g, '') },
      ).unwrap();
      // The account and every session are gone: clear this one and say why on the login page.
      dispatch(baseApi.util.resetApiState());
      dispatch(sessionExpired({ message: t('user.data.deleted') }));
      navigate(AUTH_ROUTES.login, { replace: true });
    } catch (error) {
      message.error(errorMessage(error) ?? t('user.somethingWentWrong'));
    }
  };

  return (
    <div className={plain.stack}>
      <div>
        <p className={plain.paragraph}>{t('user.data.exportIntro')}</p>
        <PlainButton onClick={() => void download()} busy={exporting}>
          {t('user.data.download')}
        </PlainButton>
      </div>
      <div>
        <p className={plain.paragraph}>{t('user.data.deleteIntro')}</p>
        {!confirming ? (
          <PlainButton className={plain.dangerButton} onClick={() => setConfirming(true)}>
            {t('user.data.delete')}
          </PlainButton>
        ) : (
          <div className={plain.stackSmall} style={{ maxWidth: 420 }}>
            <label htmlFor="delete-proof" style={{ fontWeight: 600 }}>
              {t(proof === 'password' ? 'user.data.passwordProof' : 'user.data.codeProof')}
            </label>
            {proof === 'password' ? (
              <PlainPasswordInput
                id="delete-proof"
                autoComplete="current-password"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            ) : (
              <input
                id="delete-proof"
                className={form.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            )}
            <div className={plain.actions}>
              <PlainButton
                primary
                className={styles.dangerPrimary}
                busy={deleting}
                onClick={() => void erase()}
              >
                {t('user.data.deleteForever')}
              </PlainButton>
              <PlainButton onClick={() => setConfirming(false)}>
                {t('user.data.cancel')}
              </PlainButton>
              {proof === 'password' ? (
                <button
                  type="button"
                  className={styles.link}
                  aria-busy={sendingCode || undefined}
                  onClick={() => void sendCode()}
                >
                  {t('user.data.useCode')}
                </button>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
