import { useState } from 'react';
import { Form, Select } from 'antd';
import { useLocale } from '@yoga/i18n';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { OFFLINE_FORM_ERRORS } from '../offline-payment';
import { useStudentOptionsQuery } from '../payments.api';
import '../i18n';

const SEARCH_DEBOUNCE_MS = 300;

/** "Student": found by typing part of a name or e-mail (the search waits for the typing to pause). */
export function StudentField() {
  const { t } = useLocale();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const students = useStudentOptionsQuery(settled);
  // Only the answer to what is typed now: an earlier search's list is never offered under the pointer
  // while the next one is on its way (the Select keeps the chosen student's label by itself).
  const answered = search === settled ? students.currentData : undefined;
  const searching = search !== settled || students.isFetching;
  return (
    <Form.Item
      name="user_id"
      label={t('admin.common.student')}
      rules={[{ required: true, message: OFFLINE_FORM_ERRORS.student }]}
    >
      <Select<number>
        showSearch
        filterOption={false}
        onSearch={setSearch}
        placeholder={t('admin.recordPayment.typeToSearch')}
        loading={searching}
        notFoundContent={t(
          searching ? 'admin.recordPayment.searching' : 'admin.recordPayment.noStudent',
        )}
        options={(answered ?? []).map((u) => ({
          value: u.id,
          label: `${u.name} · ${u.email}`,
        }))}
      />
    </Form.Item>
  );
}
