import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  HEALTH_QUESTIONNAIRE_OTHER_MAX_LENGTH,
  type HealthQuestionId,
  type HealthQuestionnaireAnswers,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useHealthQuestionsQuery } from '../health-check.api';
import { HealthCheckAdvice } from './health-check-advice';

interface HealthCheckModalProps {
  /** She answered before (12 months ago, or without confirming the advice): "time for your check". */
  renewal: boolean;
  /** Her answers, sent as she goes on to the class (the caller opens the class's tab on this click). */
  onFinish: (answers: HealthQuestionnaireAnswers) => void;
  onCancel: () => void;
}

/**
 * The health questionnaire before the first Join and once a year (issue 37): the PAR-Q's seven
 * questions and five about knees, back, blood pressure, pregnancy and recent surgery, yes or no. Any
 * "yes" shows gentle advice (see a doctor first, tell the instructor, the seated options) and asks her
 * to confirm she has read it; then Join goes on. Nothing here stops her joining for good.
 */
export function HealthCheckModal({ renewal, onFinish, onCancel }: HealthCheckModalProps) {
  const { t, locale } = useLocale();
  const questions = useHealthQuestionsQuery(locale);
  const [answers, setAnswers] = useState<Partial<Record<HealthQuestionId, boolean>>>({});
  const [other, setOther] = useState('');
  const [step, setStep] = useState<'questions' | 'advice'>('questions');
  const [read, setRead] = useState(false);

  const list = questions.data?.questions ?? [];
  const complete = list.length > 0 && list.every((q) => answers[q.id] !== undefined);
  const anyYes = list.some((q) => answers[q.id] === true);
  const payload = (confirmed: boolean): HealthQuestionnaireAnswers => ({
    answers: answers as Record<HealthQuestionId, boolean>,
    other: other.trim() || null,
    ...(confirmed ? { confirmed: true } : {}),
  });

  const footer =
    step === 'questions' ? (
      <Flex gap={8} justify="flex-end" wrap>
        <Button size="large" onClick={onCancel}>
          {t('user.healthCheck.later')}
        </Button>
        <Button
          size="large"
          type="primary"
          disabled={!complete}
          onClick={() => (anyYes ? setStep('advice') : onFinish(payload(false)))}
        >
          {anyYes ? t('user.healthCheck.next') : t('user.healthCheck.join')}
        </Button>
      </Flex>
    ) : (
      <Flex gap={8} justify="flex-end" wrap>
        <Button size="large" onClick={() => setStep('questions')}>
          {t('user.healthCheck.back')}
        </Button>
        <Button
          size="large"
          type="primary"
          disabled={!read}
          onClick={() => onFinish(payload(true))}
        >
          {t('user.healthCheck.join')}
        </Button>
      </Flex>
    );

  return (
    <Modal
      open
      title={
        step === 'advice'
          ? t('user.healthCheck.adviceTitle')
          : t(renewal ? 'user.healthCheck.renewalTitle' : 'user.healthCheck.title')
      }
      onCancel={onCancel}
      footer={footer}
      destroyOnHidden
      width={640}
    >
      {step === 'questions' ? (
        <div data-testid="health-check-questions">
          <Typography.Paragraph>{t('user.healthCheck.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('user.healthCheck.privacy')}
          </Typography.Paragraph>
          {questions.isLoading ? <Skeleton active /> : null}
          {questions.error ? (
            <Alert
              type="error"
              showIcon
              title={errorMessage(questions.error) ?? t('user.tryAgain')}
              action={<Button onClick={() => questions.refetch()}>{t('user.retry')}</Button>}
            />
          ) : null}
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            {list.map((q) => (
              <li key={q.id} style={{ marginBottom: 16 }}>
                <Typography.Paragraph id={`hq-${q.id}`} style={{ marginBottom: 8 }}>
                  {q.text}
                </Typography.Paragraph>
                <Radio.Group
                  aria-labelledby={`hq-${q.id}`}
                  optionType="button"
                  buttonStyle="solid"
                  size="large"
                  value={answers[q.id]}
                  onChange={(e) => setAnswers({ ...answers, [q.id]: e.target.value as boolean })}
                  options={[
                    { label: t('user.healthCheck.no'), value: false },
                    { label: t('user.healthCheck.yes'), value: true },
                  ]}
                />
              </li>
            ))}
          </ol>
          {list.length ? (
            <label style={{ display: 'block' }}>
              <Typography.Text>{t('user.healthCheck.other')}</Typography.Text>
              <Input.TextArea
                value={other}
                onChange={(e) => setOther(e.target.value)}
                maxLength={HEALTH_QUESTIONNAIRE_OTHER_MAX_LENGTH}
                autoSize={{ minRows: 2, maxRows: 5 }}
              />
            </label>
          ) : null}
        </div>
      ) : (
        <HealthCheckAdvice read={read} onReadChange={setRead} />
      )}
    </Modal>
  );
}
