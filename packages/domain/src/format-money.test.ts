import { describe, expect, it } from 'vitest';
import { decimalSign, formatMoney, isDecimalString } from './format-money.ts';

describe('formatMoney', () => {
  it('adds thousands separators and two decimals by default', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('999')).toBe('999.00');
    expect(formatMoney('1000')).toBe('1,000.00');
  });

  it('rounds half away from zero on the digits, never through a float', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney('1.004999')).toBe('1.00');
    expect(formatMoney('-1.005')).toBe('-1.01');
    expect(formatMoney('999999.995')).toBe('1,000,000.00');
    // 0.1 + 0.2 style amounts stay exact
    expect(formatMoney('90071992547409931.23')).toBe('90,071,992,547,409,931.23');
  });

  it('shows no decimals for JPY, KRW and VND', () => {
    expect(formatMoney('1234567', { currency: 'JPY' })).toBe('1,234,567');
    expect(formatMoney('1234.5', { currency: 'KRW' })).toBe('1,235');
    expect(formatMoney('15000000.00', { currency: 'VND' })).toBe('15,000,000');
    expect(formatMoney('12.3', { currency: 'MYR' })).toBe('12.30');
  });

  it('honours an explicit number of decimals', () => {
    expect(formatMoney('3.14159', { decimals: 4 })).toBe('3.1416');
    expect(formatMoney('3.5', { decimals: 0 })).toBe('4');
  });

  it('keeps the minus sign and drops it for a rounded zero', () => {
    expect(formatMoney('-3.00')).toBe('-3.00');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
    expect(formatMoney('-0.001')).toBe('0.00');
  });

  it('puts a plus before positive amounts when asked', () => {
    expect(formatMoney('12.5', { signDisplay: 'always' })).toBe('+12.50');
    expect(formatMoney('-12.5', { signDisplay: 'always' })).toBe('-12.50');
    expect(formatMoney('0.00', { signDisplay: 'always' })).toBe('0.00');
  });

  it('refuses anything that is not a decimal string', () => {
    expect(() => formatMoney('1e5')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
    expect(() => formatMoney('12,000')).toThrow(RangeError);
    expect(isDecimalString('12.00')).toBe(true);
    expect(isDecimalString('abc')).toBe(false);
  });
});

describe('decimalSign', () => {
  it('reads the sign from the text', () => {
    expect(decimalSign('-0.01')).toBe(-1);
    expect(decimalSign('0.00')).toBe(0);
    expect(decimalSign('-0')).toBe(0);
    expect(decimalSign('5')).toBe(1);
  });
});
