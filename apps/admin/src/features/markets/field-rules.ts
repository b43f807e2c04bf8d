// The shapes the market and instrument forms' text fields are checked against before the server sees
// them (the server checks them again and names the field it refuses).
export const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
export const DATE_RULE = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'YYYY-MM-DD' };
export const TIME_RULE = { pattern: /^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/, message: 'hh:mm' };
