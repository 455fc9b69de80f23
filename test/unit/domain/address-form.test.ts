import { describe, expect, it } from 'vitest';
import { MEMBER_ADDRESS_KEYS, addressFields } from '@domain/address-form';

describe('addressFields', () => {
  it('gives every field, empty where nothing was saved', () => {
    const fields = addressFields(undefined);
    expect(Object.keys(fields)).toEqual([...MEMBER_ADDRESS_KEYS]);
    expect(Object.values(fields).every((value) => value === '')).toBe(true);
  });

  it('reads a saved address, address1 for the street, and drops what is no field', () => {
    const fields = addressFields({
      firstname: 'Tabby',
      address1: 'Cat Street 9',
      zip: 12345,
      x: 1,
    });
    expect(fields.firstname).toBe('Tabby');
    expect(fields.address).toBe('Cat Street 9');
    expect(fields.zip).toBe('');
    expect(fields).not.toHaveProperty('x');
  });
});
