import { PASSWORD_POLICIES, passwordPolicyProblems } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { oneTimePassword } from './one-time-password.ts';

describe('oneTimePassword', () => {
  it('meets every password policy, in four dash-separated groups of five', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const password = oneTimePassword();
      expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
      for (const policy of PASSWORD_POLICIES) expect(passwordPolicyProblems(password, policy)).toEqual([]);
    }
  });

  it('differs from one draw to the next', () => {
    const drawn = new Set(Array.from({ length: 50 }, oneTimePassword));
    expect(drawn.size).toBe(50);
  });
});
