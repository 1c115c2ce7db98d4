/**
 * The window event the referral-cookie service fires after it writes the cookies (its detail: the
 * cookies written), which the sign-up form listens to. Both sides import the name from here.
 */
export const REF_COOKIE_CHANGE = 'refCookieChange';
