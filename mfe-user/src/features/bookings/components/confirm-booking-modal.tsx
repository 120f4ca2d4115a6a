import { Modal } from 'antd';
import { titleIn, type YogaClass } from '@yoga/contracts';
import { useLocale, useTimeZone } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { usePrefillContact, useProfileContact } from '../../../shared/use-profile-contact';
import type { BookingFormValues } from '../booking-form.validation';
import { BookingContactFields, onBookingSubmit, useBookingForm } from './booking-contact-fields';
import { classWhen } from './class-when';

/**
 * The chosen class and the student's details, to confirm a booking (or a place on the waitlist). Its code
 * (antd's Modal) loads when a class is first chosen; it stays mounted after, so the details are filled in
 * once, from the profile.
 */
export function ConfirmBookingModal({
  chosen,
  waitlist,
  saving,
  blocked,
  today,
  onClose,
  onFinish,
}: {
  chosen: YogaClass | null;
  waitlist: boolean;
  saving: boolean;
  blocked: boolean;
  today: string;
  onClose: () => void;
  /** True when it booked: the dialog then closes and clears its notes. */
  onFinish: (values: BookingFormValues) => Promise<boolean>;
}) {
  const { t, locale } = useLocale();
  const zone = useTimeZone();
  const form = useBookingForm({ today, askSchedule: false });
  usePrefillContact(form, useProfileContact());
  const clearNotes = () => form.setFieldsValue({ notes: '' });
  const close = () => {
    clearNotes();
    form.clearErrors();
    onClose();
  };
  const finish = async (values: BookingFormValues) => {
    if (await onFinish(values)) clearNotes();
  };
  return (
    <Modal
      open={chosen !== null}
      title={t('user.booking.confirmTitle')}
      onCancel={close}
      footer={null}
      // The icon's own label is English ("close"); the button keeps antd's label in the page's language.
      closeIcon={<span aria-hidden="true">✕</span>}
      forceRender
    >
      {chosen ? (
        <div data-testid="chosen-class" style={{ marginBottom: 16 }}>
          <h3 className={plain.classTitle} translate="no">
            {titleIn(chosen, locale)}
          </h3>
          <strong className={plain.strong}>{classWhen(chosen, locale, zone)}</strong>
          {chosen.instructor ? (
            <div>
              {t('user.booking.instructor')} <span translate="no">{chosen.instructor}</span>
            </div>
          ) : null}
        </div>
      ) : null}
      {waitlist ? (
        <Notice
          type="info"
          className={plain.spacedNotice}
          data-testid="class-full"
          title={t('user.booking.classFull')}
        />
      ) : null}
      <form
        noValidate
        onSubmit={onBookingSubmit(form, (values) => void finish(values))}
        aria-label={t('user.booking.classFormLabel')}
      >
        <BookingContactFields form={form} idPrefix="class" />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" className={plain.button} onClick={close}>
            {t('user.booking.notNow')}
          </button>
          <button
            type="submit"
            className={`${plain.button} ${plain.primary}`}
            disabled={blocked}
            aria-busy={saving || undefined}
          >
            {saving ? <span className={plain.busy} aria-hidden="true" /> : null}
            {waitlist ? t('user.booking.joinWaitlist') : t('user.booking.bookClass')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
