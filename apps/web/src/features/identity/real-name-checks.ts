// Client-side checks of the real-name form (the server decides too): every field, and the ID number's
// format by type (MyKad date and place of birth, passport 6–12 letters or digits).
import type { IdType } from '@saham/contract/identity';
import { normalizeMyKad, normalizePassport } from '@saham/domain/mykad';

export interface RealNameInput {
  name: string;
  idType: IdType;
  idNumber: string;
  frontImageId: string | null;
  backImageId: string | null;
}

export type RealNameErrors = Partial<Record<keyof RealNameInput, string>>;

export function checkRealName(input: RealNameInput): RealNameErrors {
  const errors: RealNameErrors = {};
  if (input.name.trim() === '') errors.name = 'identity.nameRequired';
  if (input.idNumber.trim() === '') errors.idNumber = 'identity.idNumberRequired';
  else {
    const normalized =
      input.idType === 'mykad' ? normalizeMyKad(input.idNumber) : normalizePassport(input.idNumber);
    if (normalized === null) {
      errors.idNumber = input.idType === 'mykad' ? 'identity.mykadInvalid' : 'identity.passportInvalid';
    }
  }
  if (input.frontImageId === null) errors.frontImageId = 'identity.photoRequired';
  if (input.backImageId === null) errors.backImageId = 'identity.photoRequired';
  return errors;
}

export function hasRealNameErrors(errors: RealNameErrors): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}
