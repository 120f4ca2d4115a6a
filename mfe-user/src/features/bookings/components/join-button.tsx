import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { useJoinClassMutation } from '../bookings.api';
import { joinHint, joinState } from '../join-window';
import { usePanelApp } from '@yoga/ui';

interface JoinButtonProps {
  classId: number;
  date: string;
  time: string;
  now: Date;
  /** False when the student's trial or plan has ended; undefined while unknown. */
  entitled: boolean | undefined;
  /** Why joining is closed to this student (the API's 403 text). */
  blockedReason: string | undefined;
}

/**
 * Join: enabled inside the class's join window for an entitled student. The link comes from
 * POST /classes/:id/join (which records attendance) and opens in a new tab. The tab is opened on the
 * click itself, so popup blockers let it through, and pointed at the link once the API answers.
 */
export function JoinButton({ classId, date, time, now, entitled, blockedReason }: JoinButtonProps) {
  const { message } = usePanelApp();
  const [join, { isLoading }] = useJoinClassMutation();
  const [problem, setProblem] = useState<string>();
  const { t, locale } = useLocale();
  const state = joinState(date, time, now);
  if (!state) return null;
  const blocked = entitled === false;
  const hint = blocked ? blockedReason : joinHint(state, t, locale);

  const onJoin = async () => {
    setProblem(undefined);
    const tab = window.open('', '_blank');
    try {
      const { url } = await join(classId).unwrap();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      const text = errorMessage(error) ?? t('user.join.failed');
      setProblem(text);
      message.error(text);
    }
  };

  return (
    <Flex vertical gap={4} align="flex-end">
      <Button
        type="primary"
        onClick={() => void onJoin()}
        loading={isLoading}
        disabled={blocked || state.kind !== 'open'}
      >
        {t('user.join.button')}
      </Button>
      {hint ? (
        <Typography.Text type="secondary" data-testid="join-hint">
          {hint}
        </Typography.Text>
      ) : null}
      {problem ? (
        <Typography.Text type="danger" role="alert" data-testid="join-problem">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
