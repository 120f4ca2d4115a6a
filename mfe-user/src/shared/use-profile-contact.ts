import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { FormInstance } from 'antd';
import { useMeQuery } from '@yoga/api-client';
import { formatPhone } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';

export interface ProfileContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The signed-in student's name, email and phone: the profile once loaded, the stored session before that.
 * The phone is shown readable (+91 98765 43210); the forms send it back through normalizePhone.
 */
export function useProfileContact(): ProfileContact | undefined {
  const user = useSelector(selectCurrentUser);
  const { data: me } = useMeQuery(undefined, { skip: !user });
  return useMemo(() => {
    if (me) return { name: me.name, email: me.email, phone: me.phone ? formatPhone(me.phone) : '' };
    if (user) return { name: user.name, email: user.email ?? '', phone: '' };
    return undefined;
  }, [me, user]);
}

/** Fills the contact fields the student has left empty, so a late profile never overwrites typing. */
export function usePrefillContact(
  form: Pick<FormInstance, 'getFieldValue' | 'setFieldsValue'>,
  contact?: ProfileContact,
) {
  useEffect(() => {
    if (!contact) return;
    const patch: Partial<ProfileContact> = {};
    for (const key of ['name', 'email', 'phone'] as const) {
      if (contact[key] && !form.getFieldValue(key)) patch[key] = contact[key];
    }
    form.setFieldsValue(patch);
  }, [contact, form]);
}
