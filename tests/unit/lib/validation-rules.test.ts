import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATTERN,
  EMAIL_PATTERN,
  isEmail,
  isPhone,
  NATIONAL_ID_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from '../../../server/src/wire/validation';

// The rules of spec 000 section 5 that the forms and the server share (server/src/wire/validation.ts).

describe('shared validation rules', () => {
  it('take an e-mail with one @ and a dotted domain, and refuse empty labels the old console pattern let through', () => {
    for (const good of ['duty01@lanjiang.cn', 'a.b+c@mail.example.com.cn']) expect(EMAIL_PATTERN.test(good)).toBe(true);
    for (const bad of ['a@b', 'a@b..cn', 'a@.cn', 'a b@c.cn', 'a@b@c.cn', '@c.cn']) expect(EMAIL_PATTERN.test(bad)).toBe(false);
    expect(isEmail(` ${'a'.repeat(89)}@example.cn `)).toBe(true);
    expect(isEmail(`${'a'.repeat(95)}@example.cn`)).toBe(false);
  });

  it('take a mainland mobile number: 11 digits, 1 then 3-9', () => {
    expect(PHONE_PATTERN.test('13812345678')).toBe(true);
    expect(isPhone(' 19912345678 ')).toBe(true);
    for (const bad of ['12812345678', '1381234567', '138123456789', '+8613812345678']) expect(PHONE_PATTERN.test(bad)).toBe(false);
  });

  it('take a password of 6-16 letters and digits holding both', () => {
    for (const good of ['abc123', 'Sluice2026admin']) expect(PASSWORD_PATTERN.test(good)).toBe(true);
    for (const bad of ['abcdef', '123456', 'ab12', 'abc123abc123abc12', 'abc 123', 'abc123!'])
      expect(PASSWORD_PATTERN.test(bad)).toBe(false);
  });

  it('take an account of 2-50 letters, digits and . _ - @ (a sub-account is mobile@account)', () => {
    for (const good of ['admin', '13812345678@duty01', 'li.wei_2']) expect(ACCOUNT_PATTERN.test(good)).toBe(true);
    for (const bad of ['a', 'x'.repeat(51), 'li wei', '管理员']) expect(ACCOUNT_PATTERN.test(bad)).toBe(false);
  });

  it('take an 18-character national id with a real date and a digit or X last', () => {
    for (const good of ['11010519491231002X', '440524188001010014']) expect(NATIONAL_ID_PATTERN.test(good)).toBe(true);
    for (const bad of ['11010519491331002X', '1101051949123100', '01010519491231002X', '11010519491231002Y']) {
      expect(NATIONAL_ID_PATTERN.test(bad)).toBe(false);
    }
  });
});
