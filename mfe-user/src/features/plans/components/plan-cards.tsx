import { formatPriceMinor, type Currency, type Plan, type PlanId } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import plain from '../../../shared/plain.module.css';
import { offeredIn, quote } from '../checkout-selection';
import styles from './plan-cards.module.css';

interface PlanCardsProps {
  /** The plans on sale (GET /api/plans), in page order. */
  plans: readonly Plan[];
  currency: Currency;
  /** The student's credits in this currency (minor units) and whether to spend them. */
  creditBalance: number;
  useCredits: boolean;
  selected: PlanId | undefined;
  onChoose: (plan: PlanId) => void;
  /** Instructors see the plans without buying. */
  canBuy: boolean;
}

/**
 * The plans in one currency, with the price after credits when the student spends them. Plain elements
 * drawn as antd's Card, Tag and Button (issue 38: every student page within 250 KB of JavaScript).
 */
export function PlanCards({
  plans,
  currency,
  creditBalance,
  useCredits,
  selected,
  onChoose,
  canBuy,
}: PlanCardsProps) {
  const { t, locale } = useLocale();
  return (
    <div className={styles.grid} role="list" aria-label={t('user.plans.listLabel', { currency })}>
      {plans
        .filter((plan) => offeredIn(plan, currency))
        .map((plan) => {
          const id = plan.slug;
          const q = quote(plan, currency, creditBalance, useCredits, locale);
          const figures = plan.prices[currency]!;
          const isSelected = selected === id;
          return (
            <div key={id} role="listitem" className={styles.cell}>
              <div
                className={`${plain.headed} ${styles.card} ${isSelected ? styles.selected : ''}`}
                data-testid={`plan-${id}`}
              >
                <div className={plain.cardHead}>
                  <div className={styles.headTitle}>
                    <span data-testid="plan-name">{q.name}</span>
                  </div>
                  <div className={styles.extra}>
                    {plan.popular ? (
                      <span className={plain.solidTag} style={{ background: '#b4530a' }}>
                        {t('user.plans.popular')}
                      </span>
                    ) : null}
                    {figures.show_discount && figures.discount_percent > 0 ? (
                      <span className={plain.solidTag} style={{ background: '#2f7d32' }}>
                        {t('user.plans.off', { percent: figures.discount_percent })}
                      </span>
                    ) : null}
                  </div>
                </div>
                <div className={plain.cardBody}>
                  <span className={plain.muted}>
                    {t('user.plans.months', { months: q.months })}
                  </span>
                  <div className={styles.price} data-testid="plan-price">
                    {formatPriceMinor(q.toPay, currency)}
                  </div>
                  {q.credits > 0 ? (
                    <p className={plain.text} style={{ marginBottom: 8 }}>
                      {t('user.plans.afterCredits', {
                        amount: formatPriceMinor(q.amount, currency),
                        credits: formatPriceMinor(q.credits, currency),
                      })}
                    </p>
                  ) : null}
                  <p className={`${plain.text} ${plain.muted}`} style={{ marginBottom: 12 }}>
                    <Trans
                      id="user.plans.listPrice"
                      values={{ price: formatPriceMinor(figures.original, currency) }}
                      components={{ 0: <s /> }}
                    />
                  </p>
                  {canBuy ? (
                    <button
                      type="button"
                      className={`${plain.button} ${isSelected ? plain.primary : ''} ${styles.block}`}
                      aria-pressed={isSelected}
                      aria-label={t('user.plans.chooseLabel', {
                        action: t(isSelected ? 'user.plans.chosen' : 'user.plans.choose'),
                        plan: q.name,
                      })}
                      onClick={() => onChoose(id)}
                    >
                      {t(isSelected ? 'user.plans.chosen' : 'user.plans.choose')}
                    </button>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
    </div>
  );
}
