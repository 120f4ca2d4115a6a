import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
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
  form: {
    getFieldValue: (key: keyof ProfileContact) => unknown;
    setFieldsValue: (patch: Partial<ProfileContact>) => void;
  },
  contact?: ProfileContact,
) {
  // The form's two functions are stable (antd's and the booking forms' alike): the effect runs when the
  // contact arrives, not on every change of the form's values.
  const { getFieldValue, setFieldsValue } = form;
  useEffect(() => {
    if (!contact) return;
    const patch: Partial<ProfileContact> = {};
    for (const key of ['name', 'email', 'phone'] as const) {
      if (contact[key] && !getFieldValue(key)) patch[key] = contact[key];
    }
    if (Object.keys(patch).length) setFieldsValue(patch);
  }, [contact, getFieldValue, setFieldsValue]);
}
