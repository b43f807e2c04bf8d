// What other modules (block trades, day trading, account) use of trading's orders, positions,
// instruments, prices and desk: re-exported from its repositories. Kept apart from service.ts, which
// imports the trader gate and through it identity and account; account importing service.ts made a
// runtime cycle. Other modules never import trading's repositories (eslint.config.js).
export { findInstrumentBySymbol, findInstrumentsByIds, findPrice, findPrices } from './listings-repo.ts';
export { insertOrder, writeOpenFill } from './orders-repo.ts';
export { findPosition, heldQuantityAt, lockPosition, updatePosition } from './positions-repo.ts';
export { availableMinorOf, readDeskSettings, readTraderFacts } from './repo.ts';
