import { describe, expect, it } from 'vitest';
import { isStableEmail, normalEmail } from './emails.ts';

describe('e-mail addresses in one form (issue 41)', () => {
  it('folds case and compatibility forms', () => {
    expect(normalEmail('Kenji.Sato@Cimgibu.Example.com')).toBe('kenji.sato@cimgibu.example.com');
    expect(normalEmail('ｋｅｎｊｉ@cimgibu.example.com')).toBe('kenji@cimgibu.example.com');
    expect(normalEmail('\u212Aenji@cimgibu.example.com')).toBe('kenji@cimgibu.example.com');
  });

  it('calls an address unstable when folding would turn it into another, ASCII one', () => {
    expect(isStableEmail('Kenji@cimgibu.example.com')).toBe(true);
    expect(isStableEmail('\u212Aenji@cimgibu.example.com')).toBe(false);
    expect(isStableEmail('ｋenji@cimgibu.example.com')).toBe(false);
    expect(isStableEmail('kenji@cimgibu.example.com\uFF0E')).toBe(false);
    // A dotless ı stays itself under both: it matches no ASCII address, so it is no look-alike.
    expect(isStableEmail('kıtano@cimgibu.example.com')).toBe(true);
    expect(normalEmail('kıtano@cimgibu.example.com')).not.toBe('kitano@cimgibu.example.com');
    // An accent composed or not is the same address (NFC), not a look-alike.
    expect(isStableEmail('jose\u0301@cimgibu.example.com')).toBe(true);
    expect(normalEmail('jose\u0301@cimgibu.example.com')).toBe(
      normalEmail('josé@cimgibu.example.com'),
    );
    // İ lower-cases to i and a combining dot: not ASCII, so it matches no ASCII address either.
    expect(normalEmail('İto@cimgibu.example.com')).not.toBe('ito@cimgibu.example.com');
  });
});
