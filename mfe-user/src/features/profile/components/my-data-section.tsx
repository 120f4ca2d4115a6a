import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
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
import { PasswordInput, usePanelApp } from '@yoga/ui';
import { saveTextFile } from '../download';
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
    <Flex vertical gap={16}>
      <div>
        <Typography.Paragraph>{t('user.data.exportIntro')}</Typography.Paragraph>
        <Button onClick={() => void download()} loading={exporting}>
          {t('user.data.download')}
        </Button>
      </div>
      <div>
        <Typography.Paragraph>{t('user.data.deleteIntro')}</Typography.Paragraph>
        {!confirming ? (
          <Button danger onClick={() => setConfirming(true)}>
            {t('user.data.delete')}
          </Button>
        ) : (
          <Flex vertical gap={8} style={{ maxWidth: 420 }}>
            <label htmlFor="delete-proof" style={{ fontWeight: 600 }}>
              {t(proof === 'password' ? 'user.data.passwordProof' : 'user.data.codeProof')}
            </label>
            {proof === 'password' ? (
              <PasswordInput
                id="delete-proof"
                autoComplete="current-password"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            ) : (
              <Input
                id="delete-proof"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            )}
            <Flex gap={8} wrap>
              <Button danger type="primary" loading={deleting} onClick={() => void erase()}>
                {t('user.data.deleteForever')}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('user.data.cancel')}</Button>
              {proof === 'password' ? (
                <Button type="link" loading={sendingCode} onClick={() => void sendCode()}>
                  {t('user.data.useCode')}
                </Button>
              ) : null}
            </Flex>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
