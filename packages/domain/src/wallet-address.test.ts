import { describe, expect, it } from 'vitest';
import { isValidWalletAddress, isWalletType } from './wallet-address.ts';

describe('wallet addresses', () => {
  it('accepts a TRC20 address: T and 33 base58 characters', () => {
    expect(isValidWalletAddress('USDT-TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
  });

  it('refuses TRC20 addresses of the wrong length, prefix or alphabet', () => {
    expect(isValidWalletAddress('USDT-TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isValidWalletAddress('USDT-TRC20', 'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isValidWalletAddress('USDT-TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
    expect(isValidWalletAddress('USDT-TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjOt')).toBe(false);
  });

  it('accepts 0x and 40 hex characters for ERC20 and ETH', () => {
    const address = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    expect(isValidWalletAddress('USDT-ERC20', address)).toBe(true);
    expect(isValidWalletAddress('ETH', address)).toBe(true);
    expect(isValidWalletAddress('ETH', address.slice(0, -1))).toBe(false);
    expect(isValidWalletAddress('ETH', address.replace('0x', '0X'))).toBe(false);
    expect(isValidWalletAddress('ETH', `${address.slice(0, -1)}g`)).toBe(false);
  });

  it('accepts legacy and bech32 Bitcoin addresses', () => {
    expect(isValidWalletAddress('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isValidWalletAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isValidWalletAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
  });

  it('refuses other Bitcoin strings', () => {
    expect(isValidWalletAddress('BTC', '2A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidWalletAddress('BTC', '1A1zP1eP5QGefi2DMPTfT')).toBe(false);
    expect(isValidWalletAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb')).toBe(false);
    expect(isValidWalletAddress('BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });

  it('knows the four types', () => {
    expect(isWalletType('BTC')).toBe(true);
    expect(isWalletType('DOGE')).toBe(false);
  });
});
