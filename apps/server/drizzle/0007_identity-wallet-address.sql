CREATE UNIQUE INDEX "wallets_address_idx" ON "wallets" USING btree ("type","address") WHERE deleted_at is null;
--> statement-breakpoint
INSERT INTO "banks" ("code", "name", "swift") VALUES
  ('MAYBANK', 'Maybank', 'MBBEMYKL'),
  ('CIMB', 'CIMB Bank', 'CIBBMYKL'),
  ('PUBLIC', 'Public Bank', 'PBBEMYKL'),
  ('RHB', 'RHB Bank', 'RHBBMYKL'),
  ('HONGLEONG', 'Hong Leong Bank', 'HLBBMYKL'),
  ('AMBANK', 'AmBank', 'ARBKMYKL'),
  ('BANKISLAM', 'Bank Islam', 'BIMBMYKL'),
  ('ALLIANCE', 'Alliance Bank', 'MFBBMYKL'),
  ('AFFIN', 'Affin Bank', 'PHBMMYKL'),
  ('UOB', 'UOB Malaysia', 'UOVBMYKL'),
  ('OCBC', 'OCBC Bank Malaysia', 'OCBCMYKL'),
  ('HSBC', 'HSBC Bank Malaysia', 'HBMBMYKL'),
  ('RAKYAT', 'Bank Rakyat', 'BKRMMYKL'),
  ('MUAMALAT', 'Bank Muamalat', 'BMMBMYKL')
ON CONFLICT ("code") DO NOTHING;
