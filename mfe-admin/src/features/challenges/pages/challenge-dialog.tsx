import { Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { CHALLENGE_LENGTHS, type Challenge } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { EditorDialog, type EditorDialogProps } from '../../../components/editor-dialog';
import {
  EMPTY_CHALLENGE,
  nameDisagrees,
  nameWithLength,
  type ChallengeFormValues,
} from '../challenge-form';

/**
 * The length follows into the names: choosing 14 days turns "21-Day Yoga" into "14-Day Yoga" (both
 * languages). Only on the admin's own choice of a length, never when a challenge is loaded.
 */
function useLengthInNames() {
  const form = Form.useFormInstance();
  const days = Form.useWatch('days', form) as number | undefined;
  const onLengthChosen = (to: number) => {
    if (days === undefined || days === to) return;
    for (const field of ['name_en', 'name_hi'] as const) {
      const name = form.getFieldValue(field) as string | undefined;
      if (name) form.setFieldValue(field, nameWithLength(name, days, to));
    }
  };
  return { days, onLengthChosen };
}

function ChallengeForm() {
  const { t } = useLocale();
  const required = [{ required: true, whitespace: true, message: t('admin.challenges.required') }];
  const { days, onLengthChosen } = useLengthInNames();
  const nameEn = Form.useWatch('name_en') as string | undefined;
  const nameHi = Form.useWatch('name_hi') as string | undefined;
  const disagrees = (name: string | undefined) =>
    days !== undefined && name && nameDisagrees(name, days)
      ? {
          validateStatus: 'warning' as const,
          help: t('admin.challenges.nameLengthDisagrees', { days }),
        }
      : {};
  return (
    <>
      <Form.Item
        name="name_en"
        label={t('admin.challenges.nameEn')}
        rules={required}
        {...disagrees(nameEn)}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="name_hi"
        label={t('admin.challenges.nameHi')}
        rules={required}
        {...disagrees(nameHi)}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="description_en" label={t('admin.challenges.descriptionEn')}>
        <Input.TextArea maxLength={2000} rows={2} />
      </Form.Item>
      <Form.Item
        name="description_hi"
        label={t('admin.challenges.descriptionHi')}
        extra={t('admin.challenges.descriptionHelp')}
      >
        <Input.TextArea maxLength={2000} rows={2} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="starts_on" label={t('admin.challenges.startsOn')} rules={required}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="days" label={t('admin.challenges.length')}>
          <Radio.Group
            onChange={(e) => onLengthChosen(Number(e.target.value))}
            options={CHALLENGE_LENGTHS.map((d) => ({
              value: d,
              label: t('admin.challenges.daysValue', { days: d }),
            }))}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item
          name="min_days"
          label={t('admin.challenges.minDays')}
          extra={t('admin.challenges.minDaysHelp')}
        >
          <InputNumber min={1} max={40} precision={0} />
        </Form.Item>
        <Form.Item
          name="places"
          label={t('admin.challenges.places')}
          extra={t('admin.challenges.placesHelp')}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item
          name="trial_allowed"
          label={t('admin.challenges.trialAllowed')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
}

/**
 * The create/edit dialog of a challenge. A chunk of its own (with Modal, InputNumber, Radio and the form's
 * fields), loaded when the dialog is first opened (issue 38), then kept mounted like before.
 */
export function ChallengeDialog(props: EditorDialogProps<ChallengeFormValues, Challenge>) {
  const { t } = useLocale();
  const { form } = props;
  return (
    <EditorDialog
      {...props}
      titles={{ new: t('admin.challenges.new'), edit: t('admin.challenges.edit') }}
    >
      <Form form={form} layout="vertical" initialValues={EMPTY_CHALLENGE}>
        <ChallengeForm />
      </Form>
    </EditorDialog>
  );
}
