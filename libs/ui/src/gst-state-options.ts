import { GST_STATES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';

/**
 * "Uttar Pradesh (09)": the GST states and union territories for a searchable antd Select (search by
 * name or code with `optionFilterProp="label"`), in English.
 */
export const GST_STATE_OPTIONS: { value: string; label: string }[] = GST_STATES.map(
  ({ code, name }) => ({ value: code, label: `${name} (${code})` }),
);

/**
 * The same options in the active language ("उत्तर प्रदेश (09)" in Hindi): the profile, checkout and the
 * admin's offline payments. The names are the ui.state.<code> messages.
 */
export function useGstStateOptions(): { value: string; label: string }[] {
  const { t } = useLocale();
  return GST_STATES.map(({ code }) => ({
    value: code,
    label: `${t(`ui.state.${code}`)} (${code})`,
  }));
}
