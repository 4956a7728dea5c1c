/** Business constants of the product spec (§9). */
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_LIFETIME_DAYS = 7;

export const BANNER_ROTATION_MS = 2000;
export const MENU_CLOSE_DELAY_MS = 200;
export const BACK_TO_TOP_THRESHOLD_PX = 200;

export const MEAL_COST_RUPEES = 25;
export const DONATION_PRESETS_RUPEES = [50000, 25000, 10000, 5000, 2500, 1000] as const;
export const BIRTHDAY_QUICK_AMOUNTS_RUPEES = [500, 1000, 2000] as const;

export const STATIC_STATS = {
  mealsDistributed: 2044,
  governmentHospitals: 32,
  progressPercent: 30,
} as const;

export const IMPACT_STATS = [
  { value: '5.8M+', label: 'Empowered' },
  { value: '4.6M+', label: 'Villages' },
  { value: '142+', label: 'Children' },
  { value: '50+', label: 'Families' },
] as const;

export const FAQ_ANSWER_MAX_HEIGHT_PX = 500;
export const OTP_LENGTH = 6;
export const DEFAULT_CODE_ENTRY_LENGTH = 4;
export const TOAST_DURATION_MS = 3000;
export const SCREEN_FADE_SECONDS = 0.5;

/** Backend rules that the UI explains to users as well. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_VALIDITY_MINUTES = 10;
export const CODE_RESEND_COOLDOWN_SECONDS = 60;
export const CODE_MAX_WRONG_TRIES = 5;
/**
 * Tries at codes for one mailbox (sign-up or reset) in a day, across every code sent to it: a new
 * code would otherwise bring new tries, and enough of them would guess one. Two codes' worth from
 * one client network, so a stranger guessing from theirs does not lock the owner out of theirs;
 * a ceiling across all networks, so many of them still get only that far.
 */
export const CODE_TRIES_PER_DAY = { fromOneClient: 10, fromAllClients: 50 } as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Paged admin lists: the page the dashboard shows, the largest page the API serves, the filter's length. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Pledged meals for a donation: one meal costs MEAL_COST_RUPEES, rounded down. */
export function mealsForAmount(amountRupees: number): number {
  if (!Number.isFinite(amountRupees) || amountRupees <= 0) return 0;
  return Math.floor(amountRupees / MEAL_COST_RUPEES);
}
