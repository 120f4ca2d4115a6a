import { Form, Select } from 'antd';
import { useLocale } from '@yoga/i18n';
import { useInstructorOptionsQuery } from './instructors.api';

interface InstructorFieldProps {
  /**
   * The form field: `instructor_id` (a slot's or a one-off class's), `substitute_id`, or
   * `overflow_instructor_id` (the second instructor, who hosts the overflow meeting; issue 33).
   */
  name: 'instructor_id' | 'substitute_id' | 'overflow_instructor_id';
  label: string;
  extra?: string;
  disabled?: boolean;
}

/**
 * The one instructor field of the panel's editors: a picker of the instructor accounts (users with the
 * instructor role), or none. Refreshed when opened, so an account made a moment ago is offered.
 */
export function InstructorField({ name, label, extra, disabled }: InstructorFieldProps) {
  const { t } = useLocale();
  const { data, isFetching, refetch } = useInstructorOptionsQuery(undefined, {
    refetchOnMountOrArgChange: 30,
  });
  const options = data ?? [];
  return (
    <Form.Item
      name={name}
      label={label}
      extra={
        extra ?? (!isFetching && !options.length ? t('admin.common.noInstructorsYet') : undefined)
      }
    >
      <Select<number | null>
        aria-label={label}
        loading={isFetching}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        onOpenChange={(open) => {
          if (open) void refetch();
        }}
        options={[
          { value: null, label: t('admin.common.noInstructor') },
          ...options.map((o) => ({ value: o.id, label: o.name })),
        ]}
      />
    </Form.Item>
  );
}
