-- Malaysia's public holidays used to be inserted here, a copy of the domain's list
-- (packages/domain/src/markets/holidays.ts). That list is now their only source: the market seed
-- (apps/server/src/modules/markets/seed.ts) adds them at first start. A database that ran the old
-- version of this migration keeps its rows; the seed never overwrites them.
SELECT 1;
