import { jaAdminScreens } from '../../src/lib/i18n/ja-admin-screens.ts';
import { jaScreens as jaOtherScreens } from '../../src/lib/i18n/ja-screens.ts';
import { jaSignIn } from '../../src/lib/i18n/ja-sign-in.ts';

/**
 * Every Japanese string of the lazily loaded screens, as one table: the app loads the admins' and
 * the PMO's screens' strings (ja-admin-screens.ts) and signing in's (ja-sign-in.ts) apart from the
 * others (ja-screens.ts).
 */
export const jaScreens = {
  ...jaOtherScreens,
  ...jaSignIn,
  insights: { ...jaOtherScreens.insights, ...jaAdminScreens.insights },
  admin: { ...jaOtherScreens.admin, ...jaAdminScreens.admin },
  redaction: jaAdminScreens.redaction,
};
