import { GST_STATES } from '@yoga/contracts';

/**
 * "Uttar Pradesh (09)": the GST states and union territories for a searchable antd Select (search by
 * name or code with `optionFilterProp="label"`). Used by the profile, checkout and the admin's offline
 * payments.
 */
export const GST_STATE_OPTIONS: { value: string; label: string }[] = GST_STATES.map(
  ({ code, name }) => ({ value: code, label: `${name} (${code})` }),
);
