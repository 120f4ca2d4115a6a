import type { ReactNode } from 'react';
import { Form, Input, Select, Tag } from 'antd';
import type { FormRule } from 'antd';
import { formatPhone, UserStatus, type ManagedUser, type ManagedUserInput } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import { ruleFrom } from '@yoga/ui';
import { BREAK_ANYWHERE } from '../../../components/fit-table';
import type { PlainColumn } from '../../../components/plain-table';
import { lastSignIn } from '../../../components/last-sign-in';
import { TAG_COLORS } from '../../../components/tag-colors';
import { Verbatim } from '../../../components/verbatim';
import { validateEmail, validateName, validatePhone } from '../user-validation';
import { roleOptions, statusOptions } from './role-options';
import '../i18n';

type T = LocaleState['t'];
type EditableField = keyof ManagedUserInput;
type Column = PlainColumn<ManagedUser>;

const FIELD_RULES: Record<EditableField, FormRule[]> = {
  name: [ruleFrom(validateName)],
  email: [ruleFrom(validateEmail)],
  phone: [ruleFrom(validatePhone)],
  role: [{ required: true }],
  status: [{ required: true }],
};

/**
 * The users table's columns a row edits in place: name, e-mail, phone, role and status; the row being
 * edited (`editingId`) shows its inputs (in the table's form), the others their values.
 */
export function editableUserColumns(t: T, editingId: number | null): Column[] {
  const editable = (
    field: EditableField,
    title: string,
    input: ReactNode,
    show: (u: ManagedUser) => ReactNode,
  ): Column => ({
    title,
    key: field,
    render: (user: ManagedUser) =>
      user.id === editingId ? (
        <Form.Item name={field} style={{ margin: 0 }} rules={FIELD_RULES[field]}>
          {input}
        </Form.Item>
      ) : (
        show(user)
      ),
  });
  return [
    editable(
      'name',
      t('admin.common.name'),
      <Input aria-label={t('admin.common.name')} />,
      (u) => u.name,
    ),
    editable(
      'email',
      t('admin.common.email'),
      <Input aria-label={t('admin.common.email')} type="email" />,
      (u) => <span style={BREAK_ANYWHERE}>{u.email}</span>,
    ),
    editable(
      'phone',
      t('admin.common.phone'),
      <Input aria-label={t('admin.common.phone')} type="tel" />,
      (u) => (u.phone ? formatPhone(u.phone) : ''),
    ),
    editable(
      'role',
      t('admin.common.role'),
      <Select
        aria-label={t('admin.common.role')}
        options={roleOptions(t)}
        style={{ minWidth: 120 }}
      />,
      (u) => t(`admin.role.${u.role}`),
    ),
    editable(
      'status',
      t('admin.common.status'),
      <Select
        aria-label={t('admin.common.status')}
        options={statusOptions(t)}
        style={{ minWidth: 110 }}
      />,
      (u) => (
        <Tag color={u.status === UserStatus.Active ? TAG_COLORS.active : TAG_COLORS.blocked}>
          {t(`admin.userStatus.${u.status}`)}
        </Tag>
      ),
    ),
  ];
}

/** The read-only columns: the referral code and the last sign-in. */
export function readOnlyUserColumns(t: T): Column[] {
  return [
    {
      title: t('admin.common.referralCode'),
      key: 'referral_code',
      render: (u) => <Verbatim>{u.referral_code}</Verbatim>,
    },
    {
      title: t('admin.common.lastSignIn'),
      key: 'last_login_at',
      render: (u) => lastSignIn(u.last_login_at),
    },
  ];
}
