import { describe, expect, it } from 'vitest';
import { checkRealName, hasRealNameErrors, type RealNameInput } from './real-name-checks.ts';

const valid: RealNameInput = {
  name: 'Siti Aminah',
  idType: 'mykad',
  idNumber: '900101-14-5678',
  frontImageId: 'front-id-123',
  backImageId: 'back-id-456',
};

describe('the real-name form checks', () => {
  it('accepts a complete form', () => {
    expect(hasRealNameErrors(checkRealName(valid))).toBe(false);
  });

  it('requires every field and both photos', () => {
    expect(
      checkRealName({ ...valid, name: ' ', idNumber: '', frontImageId: null, backImageId: null }),
    ).toEqual({
      name: 'identity.nameRequired',
      idNumber: 'identity.idNumberRequired',
      frontImageId: 'identity.photoRequired',
      backImageId: 'identity.photoRequired',
    });
  });

  it('checks the MyKad date and place of birth, and the passport format', () => {
    expect(checkRealName({ ...valid, idNumber: '901301-14-5678' }).idNumber).toBe('identity.mykadInvalid');
    expect(checkRealName({ ...valid, idNumber: '900101-18-5678' }).idNumber).toBe('identity.mykadInvalid');
    expect(checkRealName({ ...valid, idType: 'passport', idNumber: 'A1' }).idNumber).toBe(
      'identity.passportInvalid',
    );
    expect(checkRealName({ ...valid, idType: 'passport', idNumber: 'A1234567' }).idNumber).toBeUndefined();
  });
});
