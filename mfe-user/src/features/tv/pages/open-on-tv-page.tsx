import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { normalizeTvCode, TV_AREA, TV_CODE_LENGTH } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useApproveTvMutation, useDeclineTvMutation } from '../tv.api';

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

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.tv.phone.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('user.tv.phone.intro')}</Typography.Paragraph>
      <ol style={{ margin: 0, paddingInlineStart: 24 }}>
        <li>
          {t('user.tv.phone.step_open')} <Typography.Text strong>{tvAddress}</Typography.Text>
        </li>
        <li>{t('user.tv.phone.step_code')}</li>
        <li>{t('user.tv.phone.step_done')}</li>
      </ol>
      <Form layout="vertical" onFinish={() => void decide(true)} requiredMark={false}>
        <Form.Item label={t('user.tv.phone.code_label')} htmlFor="tv-code">
          <Input
            id="tv-code"
            size="large"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="XXXX-XXXX"
            style={{ fontSize: 24, letterSpacing: 2, maxWidth: 280 }}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={approving}
            disabled={!complete}
          >
            {t('user.tv.phone.approve')}
          </Button>
          <Button
            size="large"
            loading={declining}
            disabled={!complete}
            onClick={() => void decide(false)}
          >
            {t('user.tv.phone.decline')}
          </Button>
        </Flex>
      </Form>
      {outcome?.kind === 'approved' ? (
        <Alert type="success" showIcon role="status" message={t('user.tv.phone.approved')} />
      ) : outcome?.kind === 'declined' ? (
        <Alert type="info" showIcon role="status" message={t('user.tv.phone.declined')} />
      ) : outcome?.kind === 'problem' ? (
        <Alert type="error" showIcon role="alert" message={outcome.text} />
      ) : null}
    </Flex>
  );
}
