// The shapes the instrument drawer's text fields are checked against before the server sees them.
export const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
export const DATE_RULE = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'YYYY-MM-DD' };
