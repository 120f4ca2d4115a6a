/** The element around home's sections 3 to 7 (their lazy chunk hydrates when it nears the viewport). */
export const BELOW_FOLD_ID = 'home-more';
