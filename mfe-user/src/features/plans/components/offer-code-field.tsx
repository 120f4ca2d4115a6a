import { useState } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { errorCode, errorMessage } from '@yoga/api-client';
import {
  COUPON_CODE_PATTERN,
  formatPriceMinor,
  type CouponCheckResponse,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useCheckCouponMutation } from '../../../shared/checkout/checkout.api';

/** The refusals the field explains in the student's language (user.checkout.coupon.<code>). */
export const COUPON_REFUSALS = [
  'coupon_unknown',
  'coupon_not_yet_valid',
  'coupon_expired',
  'coupon_used_up',
  'coupon_not_for_plan',
  'coupon_not_for_currency',
  'coupon_not_for_repeat',
  'coupon_already_used',
] as const;

interface OfferCodeFieldProps {
  plan: PlanId;
  currency: Currency;
  applied: CouponCheckResponse | null;
  onApplied: (offer: CouponCheckResponse | null) => void;
  disabled?: boolean;
}

/** "Offer code" with Apply: checks the code for the chosen plan and shows the discount, or why not. */
export function OfferCodeField({
  plan,
  currency,
  applied,
  onApplied,
  disabled,
}: OfferCodeFieldProps) {
  const { t } = useLocale();
  const [code, setCode] = useState(applied?.coupon ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckCouponMutation();

  const apply = async () => {
    const value = code.trim();
    if (!COUPON_CODE_PATTERN.test(value)) {
      setProblem(t('user.checkout.coupon.format'));
      onApplied(null);
      return;
    }
    try {
      const offer = await check({ plan, currency, coupon: value }).unwrap();
      setProblem(null);
      onApplied(offer);
    } catch (error) {
      const reason = errorCode(error);
      setProblem(
        reason && (COUPON_REFUSALS as readonly string[]).includes(reason)
          ? t(`user.checkout.coupon.${reason}`)
          : (errorMessage(error) ?? t('user.tryAgain')),
      );
      onApplied(null);
    }
  };

  return (
    <Flex vertical gap={4} style={{ marginTop: 12, maxWidth: 360 }}>
      <label htmlFor="checkout-coupon" style={{ fontWeight: 600 }}>
        {t('user.checkout.coupon.label')}
      </label>
      <Space.Compact>
        <Input
          id="checkout-coupon"
          value={code}
          maxLength={20}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'checkout-coupon-problem' : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            if (applied) onApplied(null);
          }}
          onPressEnter={() => void apply()}
        />
        <Button
          onClick={() => void apply()}
          loading={isLoading}
          disabled={disabled || !code.trim()}
        >
          {t('user.checkout.coupon.apply')}
        </Button>
      </Space.Compact>
      {problem ? (
        <Typography.Text type="danger" id="checkout-coupon-problem" role="alert">
          {problem}
        </Typography.Text>
      ) : applied ? (
        <Typography.Text type="success" role="status">
          {t(
            applied.applies_to === 'every_payment'
              ? 'user.checkout.coupon.appliedEvery'
              : 'user.checkout.coupon.appliedFirst',
            {
              code: applied.coupon,
              off:
                applied.percent_off !== null
                  ? `${applied.percent_off}%`
                  : formatPriceMinor(applied.discount, applied.currency),
            },
          )}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
