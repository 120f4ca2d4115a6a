import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { useAcceptHouseholdInviteMutation } from '../households.api';

/** An invitation's link (`#token=…`) opened while signed in: accept it with this account. */
export function AcceptInvite({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useLocale();
  const [accept, { isLoading }] = useAcceptHouseholdInviteMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card
      data-testid="household-accept"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.household.acceptTitle')}</h2>}
    >
      <Typography.Paragraph>{t('user.household.acceptIntro')}</Typography.Paragraph>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />
      ) : null}
      <Button
        type="primary"
        loading={isLoading}
        onClick={async () => {
          try {
            await accept({ token }).unwrap();
            onDone();
          } catch (error) {
            setProblem(errorMessage(error) ?? t('user.tryAgain'));
          }
        }}
      >
        {t('user.household.accept')}
      </Button>
    </Card>
  );
}
