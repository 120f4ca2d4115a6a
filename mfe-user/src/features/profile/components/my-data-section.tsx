import { useState } from 'react';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  baseApi,
  errorMessage,
  sessionExpired,
  useRequestSignInCodeMutation,
} from '@yoga/api-client';
import { ACCOUNT_MESSAGES, AUTH_ROUTES, MESSAGES, type Profile } from '@yoga/contracts';
import { saveTextFile } from '../download';
import { useDeleteAccountMutation, useExportMyDataMutation } from '../profile.api';

/** "Download my data" and "Delete my account" (confirmed with the password or a one-time code). */
export function MyDataSection({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [exportData, { isLoading: exporting }] = useExportMyDataMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [requestCode, { isLoading: sendingCode }] = useRequestSignInCodeMutation();
  const [confirming, setConfirming] = useState(false);
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [secret, setSecret] = useState('');

  const download = async () => {
    try {
      const file = await exportData().unwrap();
      saveTextFile(file.json, file.filename);
      message.success('Your data has been downloaded.');
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  const sendCode = async () => {
    try {
      await requestCode({ email: profile.email }).unwrap();
      setProof('code');
      setSecret('');
      message.info(`We have sent a 6-digit code to ${profile.email}.`);
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  const erase = async () => {
    if (!secret.trim()) return message.error(ACCOUNT_MESSAGES.deleteNeedsProof);
    try {
      await deleteAccount(
        proof === 'password' ? { password: secret } : { code: secret.replace(/\s/g, '') },
      ).unwrap();
      // The account and every session are gone: clear this one and say why on the login page.
      dispatch(baseApi.util.resetApiState());
      dispatch(sessionExpired({ message: ACCOUNT_MESSAGES.accountDeleted }));
      navigate(AUTH_ROUTES.login, { replace: true });
    } catch (error) {
      message.error(errorMessage(error) ?? MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Paragraph>
          One JSON file with everything we store about you: profile, bookings, referrals, consents
          and the sign-in links and codes we sent.
        </Typography.Paragraph>
        <Button onClick={() => void download()} loading={exporting}>
          Download my data
        </Button>
      </div>
      <div>
        <Typography.Paragraph>
          Deleting your account erases your profile, bookings and consents and signs you out
          everywhere. It cannot be undone.
        </Typography.Paragraph>
        {!confirming ? (
          <Button danger onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        ) : (
          <Flex vertical gap={8} style={{ maxWidth: 420 }}>
            <label htmlFor="delete-proof" style={{ fontWeight: 600 }}>
              {proof === 'password'
                ? 'Your password, to confirm'
                : 'The 6-digit code from the email, to confirm'}
            </label>
            {proof === 'password' ? (
              <Input.Password
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
                Delete my account permanently
              </Button>
              <Button onClick={() => setConfirming(false)}>Cancel</Button>
              {proof === 'password' ? (
                <Button type="link" loading={sendingCode} onClick={() => void sendCode()}>
                  Confirm with a code instead
                </Button>
              ) : null}
            </Flex>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
