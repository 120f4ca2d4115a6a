/** Days looked back by the conversion and churn figures. */
export const METRICS_WINDOW_DAYS = 30;
/** A member who pays again within this many days of their period's end has renewed. */
export const RENEWAL_GRACE_DAYS = 7;
