import { Button, Form, Input, Modal, Space } from 'antd';
import type { DemoRequest } from '@yoga/contracts';
import { ruleFrom } from '@yoga/ui';
import { isHttpUrl } from '../../../components/schedule/meeting-link';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useSendDemoLinkMutation } from '../../../components/demo-requests.api';

/** "Send link": the joining link for a demo request, sent to the student (loaded when first opened). */
export function SendLinkDialog({
  request,
  onClose,
}: {
  request: DemoRequest;
  onClose: () => void;
}) {
  const { t } = useAdminFormats();
  const [form] = Form.useForm<{ link: string }>();
  const [send, { isLoading }] = useSendDemoLinkMutation();
  const run = useMutationFeedback();
  const linkRule = ruleFrom<unknown>((v) =>
    isHttpUrl(v) ? undefined : t('admin.demo.linkRequired'),
  );

  const submit = async ({ link }: { link: string }) => {
    const done = await run(
      () => send({ id: request.id, link: link.trim() }).unwrap(),
      t('admin.demo.sent', { name: request.name }),
    );
    if (done) {
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      open
      title={t('admin.demo.sendTo', { name: request.name })}
      onCancel={() => !isLoading && onClose()}
      footer={null}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ link: request.demo_link ?? '' }}
      >
        <Form.Item name="link" label={t('admin.demo.link')} rules={[linkRule]}>
          <Input type="url" inputMode="url" placeholder="https://" autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('admin.demo.sendButton')}
          </Button>
          <Button onClick={onClose}>{t('admin.demo.cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
