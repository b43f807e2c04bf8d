// The error-code catalogue (spec §8). A refused call answers `{status: 0, msg: CODE, params}`; the
// client translates CODE and formats each param by its kind. Every code exists in every language.

/** How the client formats a parameter: money with separators, a time range hh:mm:ss-hh:mm:ss, a count. */
export type ParamKind = 'money' | 'timeRange' | 'count' | 'text';

const none = {} as const;

export const ERROR_CATALOGUE = {
  // Input and transport
  INVALID_INPUT: { field: 'text' },
  FIELD_REQUIRED: { field: 'text' },
  /** A time zone that is not an IANA zone name (site configuration's display zone). */
  TIME_ZONE_UNKNOWN: { zone: 'text' },
  SUBMIT_TOO_FREQUENT: none,
  SYSTEM_BUSY: none,
  NETWORK_ERROR: none,
  NOT_FOUND: none,
  IDEMPOTENCY_KEY_REUSED: none,
  /** Real-time: one connection follows at most `max` symbols. */
  TOO_MANY_SYMBOLS: { max: 'count' },
  LOGIN_REQUIRED: none,
  // Registration and login
  ACCOUNT_NOT_FOUND: none,
  WRONG_CREDENTIALS: none,
  ACCOUNT_EXISTS: none,
  INVITER_NOT_FOUND: none,
  REGISTRATION_FAILED: none,
  LOGIN_FAILED: none,
  ACCOUNT_FORMAT_INVALID: none,
  PASSWORD_TOO_WEAK: none,
  PASSWORDS_DO_NOT_MATCH: none,
  AGREEMENT_REQUIRED: none,
  SEAT_ACCOUNT_EXISTS: none,
  // Account states
  ACCOUNT_FROZEN: none,
  ACCOUNT_LOGIN_BANNED: none,
  ACCOUNT_DISABLED: none,
  TRADE_FORBIDDEN: none,
  WITHDRAW_FORBIDDEN: none,
  // Passwords
  WRONG_ORIGINAL_PASSWORD: none,
  WRONG_FUND_PASSWORD: none,
  FUND_PASSWORD_NOT_SET: none,
  FUND_PASSWORD_ALREADY_SET: none,
  FUND_PASSWORD_FORMAT_INVALID: none,
  WRONG_CHANNEL_PASSWORD: none,
  /** A new fund password that is one digit repeated or a run of digits (123456, 654321). */
  FUND_PASSWORD_TOO_COMMON: none,
  // One-time codes by SMS (password resets)
  /** Wrong, expired, used or replaced: one code for all, so an answer never tells whether an account exists. */
  SMS_CODE_INVALID: none,
  /** Another code was sent less than a minute ago: wait `seconds`. */
  SMS_RESEND_WAIT: { seconds: 'count' },
  /** The hourly number of codes is used up: try again in `minutes`. */
  SMS_HOURLY_LIMIT: { minutes: 'count' },
  /** The server runs without an SMS gateway (SMS_GATEWAY=none). */
  SMS_GATEWAY_UNAVAILABLE: none,
  // Real name
  REAL_NAME_REQUIRED: none,
  REAL_NAME_UNDER_REVIEW: none,
  REAL_NAME_REJECTED: none,
  REAL_NAME_FILL_IN: none,
  REAL_NAME_ALREADY_VERIFIED: none,
  REAL_NAME_NOT_PENDING: none,
  ID_NUMBER_IN_USE: none,
  // Money
  INSUFFICIENT_BALANCE: none,
  AVAILABLE_BALANCE_INSUFFICIENT: none,
  WITHDRAWABLE_INSUFFICIENT: none,
  CREDIT_SCORE_INSUFFICIENT: none,
  FUND_OPERATION_IN_PROGRESS: none,
  DEPOSIT_PENDING: none,
  DEPOSIT_AMOUNT_RANGE: { min: 'money', max: 'money' },
  DEPOSIT_TIME_WINDOW: { window: 'timeRange' },
  DEPOSIT_EXPIRED: none,
  PAYMENT_GATEWAY_UNAVAILABLE: none,
  WITHDRAW_AMOUNT_RANGE: { min: 'money', max: 'money' },
  WITHDRAW_MINIMUM: { amount: 'money' },
  WITHDRAW_TIME_WINDOW: { window: 'timeRange' },
  WITHDRAWAL_FAILED: none,
  BANK_CARD_NOT_FOUND: none,
  BANK_CARD_NOT_HOLDER: none,
  BANK_CARD_EXISTS: none,
  WALLET_NOT_FOUND: none,
  WALLET_EXISTS: none,
  SAME_CURRENCY_EXCHANGE: none,
  EXCHANGE_AMOUNT_REQUIRED: none,
  // Trading
  NON_TRADING_TIME: none,
  /** A limit price outside the day's limits: the lowest and highest price allowed today. */
  PRICE_LIMIT_EXCEEDED: { low: 'text', high: 'text' },
  PRICE_UNAVAILABLE: none,
  MARGIN_TRADING_DISABLED: none,
  WHOLE_LOTS_REQUIRED: { lotSize: 'count' },
  /** The market's minimum order `amount`, in its `currency`. */
  MIN_ORDER_AMOUNT: { amount: 'money', currency: 'text' },
  ORDER_STATE_INVALID: none,
  ORDER_NOT_FOUND: none,
  NOT_YET_LISTED: none,
  POSITION_LOCKED: none,
  /** Back office: the position to close does not exist. */
  POSITION_NOT_FOUND: none,
  /** Back office: a manual close of a position that is already closed. */
  POSITION_ALREADY_CLOSED: none,
  /** Back office: a manual close of a position whose close is queued for the next session. */
  POSITION_CLOSE_QUEUED: none,
  LOCK_PERIOD_DAYS: { days: 'count' },
  LOCK_PERIOD_MINUTES: { minutes: 'count' },
  /** A tax certificate exists only once the position is closed. */
  TAX_CERTIFICATE_NOT_READY: none,
  SELL_OR_CANCEL_FAILED: none,
  BLOCK_TRADE_CLOSED: none,
  SECRET_KEY_MISMATCH: none,
  BLOCK_TRADE_MIN_SHARES: { shares: 'count' },
  QUANTITY_REQUIRED: none,
  LIMIT_PRICE_INVALID: none,
  /** A limit price must be a whole number of the market's `tick` at that price. */
  PRICE_OFF_TICK: { tick: 'text' },
  LEVERAGE_ABOVE_MAX: { max: 'count' },
  SHORT_SELLING_NOT_ALLOWED: none,
  INSTRUMENT_NOT_TRADABLE: none,
  /** A close of more than the `quantity` the position holds. */
  CLOSE_QUANTITY_EXCEEDS: { quantity: 'count' },
  // Day trading
  DAY_TRADE_AMOUNT_RANGE: { min: 'money', max: 'money' },
  DAY_TRADE_APPLICATION_EXISTS: none,
  DAY_TRADE_NOT_APPROVED: none,
  /** A day position costing more than the day-trading `amount` left. */
  DAY_TRADE_BUYING_POWER_INSUFFICIENT: { amount: 'money' },
  DAY_TRADE_MARKET_NOT_SUPPORTED: none,
  DAY_TRADE_OPEN_POSITIONS: none,
  DAY_TRADE_POSITION_NOT_FOUND: none,
  DAY_TRADE_LIMITS_INVALID: none,
  // Products, new shares, loans, lending, check-in
  PRODUCT_NOT_FOUND: none,
  COPY_DEADLINE_PASSED: none,
  BELOW_PRODUCT_MINIMUM: { amount: 'money' },
  IPO_CHANNEL_CLOSED: none,
  SUBSCRIPTION_NOT_STARTED: none,
  SUBSCRIPTION_LIMIT: { count: 'count' },
  SUBSCRIPTION_MIN_FUNDS: { amount: 'money', currency: 'text' },
  TIER_MIN_AMOUNT: { amount: 'money', currency: 'text' },
  /** New shares (issue 17): the subscription period has ended. */
  SUBSCRIPTION_ENDED: none,
  /** Fewer than the offering's minimum `shares` per application. */
  SUBSCRIPTION_MIN_SHARES: { shares: 'count' },
  /** More than the offering's maximum `shares` per application. */
  SUBSCRIPTION_MAX_SHARES: { shares: 'count' },
  /** A book-building bid outside the provisional price range. */
  BID_PRICE_OUT_OF_RANGE: { low: 'text', high: 'text' },
  /** A rights application from a member who held no shares at the entitlement date. */
  NOT_ENTITLED: none,
  /** A rights application beyond the member's entitlement of `quantity` shares. */
  RIGHTS_ENTITLEMENT_EXCEEDED: { quantity: 'count' },
  /** A treasury-share sale with nothing left to sell. */
  OFFERING_SOLD_OUT: none,
  OFFERING_NOT_FOUND: none,
  /** Back office: the action does not apply to an offering in `state`. */
  OFFERING_STATE_INVALID: { state: 'text' },
  /** Back office: an offering's `field` is missing or out of range. */
  OFFERING_INVALID: { field: 'text' },
  APPLICATION_NOT_FOUND: none,
  /** The application is not in a state that allows this (already cancelled, results out…). */
  APPLICATION_STATE_INVALID: none,
  /** Book-building: the payment deadline of a winning bid has passed. */
  PAYMENT_DEADLINE_PASSED: none,
  BORROW_QUOTA_INSUFFICIENT: none,
  UNPAID_LOAN: none,
  PENDING_ORDER_OR_LOAN: none,
  LOAN_LIMIT_INSUFFICIENT: none,
  REPAYMENT_EXCEEDS_LOAN: none,
  /** A repayment of a loan the member does not have (or that is not borrowed yet). */
  LOAN_NOT_FOUND: none,
  LENDING_UNAVAILABLE: none,
  LENDING_MIN_AMOUNT: { amount: 'money', currency: 'text' },
  /** Lending takes fully paid (leverage 1) long shares of a holding that is not locked. */
  LENDING_NOT_ELIGIBLE: none,
  /** More shares than the position has left to lend. */
  LENDING_QUANTITY_EXCEEDS: { quantity: 'count' },
  ALREADY_CHECKED_IN: none,
  CHECKIN_COUNT_INSUFFICIENT: none,
  CHECKIN_FAILED: none,
  // News
  NEWS_NOT_FOUND: none,
  // Watchlist and search
  INSTRUMENT_NOT_FOUND: none,
  /** A member keeps at most `max` favourites. */
  FAVORITES_LIMIT: { max: 'count' },
  // Price alerts
  /** A member keeps at most `max` active price alerts. */
  PRICE_ALERT_LIMIT: { max: 'count' },
  /** An alert's level must be a price greater than zero (at most eight decimals). */
  PRICE_ALERT_LEVEL_INVALID: none,
  /** An alert's daily change must be a percent greater than zero and at most `max`. */
  PRICE_ALERT_PERCENT_INVALID: { max: 'text' },
  // Uploads
  UPLOAD_INVALID: none,
  UPLOAD_TOO_LARGE: none,
  // Back office
  OTP_REQUIRED: none,
  OTP_INVALID: none,
  OTP_ENROLMENT_REQUIRED: none,
  ROLE_FORBIDDEN: none,
  STAFF_EXISTS: none,
  STAFF_SELF_DEACTIVATION: none,
  INSTITUTION_CODE_EXISTS: none,
  REASON_REQUIRED: none,
  MEMBER_NOT_FOUND: none,
  ADJUSTMENT_NOT_PENDING: none,
  MAKER_CANNOT_APPROVE: none,
  /** Back office: credit added to a member must be a positive integer (spec §5). */
  ADDED_CREDIT_INVALID: none,
  /** Back office: credit bands need distinct scores and limits that do not fall as scores rise. */
  CREDIT_BANDS_INVALID: none,
  INSTRUMENT_EXISTS: none,
} as const satisfies Record<string, Readonly<Record<string, ParamKind>>>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys loses the key type; the catalogue's keys are exactly the error codes
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The params a code carries, by name; values are already strings or numbers on the wire. */
export type ErrorParams = Record<string, string | number>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
