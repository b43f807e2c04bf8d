// Crypto wallet addresses members may bind for withdrawals: USDT on TRON (TRC20), USDT and ETH on
// Ethereum (ERC20), and Bitcoin (legacy base58 or bech32). Format checks only, no checksum.

export const WALLET_TYPES = ['USDT-TRC20', 'USDT-ERC20', 'ETH', 'BTC'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const TRON_PATTERN = new RegExp(`^T${BASE58}{33}$`);
const ETHEREUM_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const BTC_LEGACY_PATTERN = new RegExp(`^[13]${BASE58}{25,34}$`);
// bech32 data characters exclude 1, b, i and o; segwit v0 is 42 or 62 characters, taproot 62.
const BTC_BECH32_PATTERN = /^bc1[ac-hj-np-z02-9]{11,71}$/;

export function isWalletType(value: unknown): value is WalletType {
  return typeof value === 'string' && WALLET_TYPES.some((known) => known === value);
}

export function isValidWalletAddress(type: WalletType, address: string): boolean {
  switch (type) {
    case 'USDT-TRC20':
      return TRON_PATTERN.test(address);
    case 'USDT-ERC20':
    case 'ETH':
      return ETHEREUM_PATTERN.test(address);
    case 'BTC':
      return BTC_LEGACY_PATTERN.test(address) || BTC_BECH32_PATTERN.test(address.toLowerCase());
  }
}
