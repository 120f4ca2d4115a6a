import { useState, type ChangeEvent } from 'react';
import type { FormNotice } from './components/auth-form-view';

/** An auth page's form values (inputs update the field named like them) and its one message. */
export function useAuthForm<F>(
  initialForm: () => F,
  initialMessage: () => FormNotice = () => null,
) {
  const [form, setForm] = useState<F>(initialForm);
  const [message, setMessage] = useState<FormNotice>(initialMessage);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setForm((f) => ({ ...f, [name]: value }));
  };
  return { form, onChange, message, setMessage };
}
