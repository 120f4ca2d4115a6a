import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@yoga/auth';
import { Role } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { isEntitled, notEntitledMessage } from './membership';
import { useMySubscriptionQuery } from './membership.api';

export interface Entitlement {
  /** Undefined while the membership is loading (nothing is disabled meanwhile). */
  entitled: boolean | undefined;
  /** Why booking and joining are closed, when they are: the API's own 403 text, in the active language. */
  reason: string | undefined;
}

/** May the signed-in person book paid classes and join live ones? Instructors always may. */
export function useEntitlement(): Entitlement {
  const user = useSelector(selectCurrentUser);
  const student = user?.role === Role.User;
  const { data } = useMySubscriptionQuery(undefined, { skip: !student });
  const entitled = isEntitled(user?.role, data);
  const { t } = useLocale();
  return { entitled, reason: entitled === false && data ? t(notEntitledMessage(data)) : undefined };
}
