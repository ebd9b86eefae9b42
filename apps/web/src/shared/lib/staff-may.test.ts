import { describe, expect, it } from 'vitest';
import { opensConsole, staffMay } from './staff-may';

describe('staffMay', () => {
  it('follows the contract’s table for each role', () => {
    expect(staffMay('receptionist', 'prices.change-in-basket')).toBe(false);
    expect(staffMay('manager', 'prices.change-in-basket')).toBe(true);
    expect(staffMay('operator_admin', 'prices.change-in-basket')).toBe(true);
    expect(staffMay('manager', 'audit.verify')).toBe(false);
    expect(staffMay('operator_admin', 'audit.verify')).toBe(true);
    expect(staffMay(undefined, 'customers.serve')).toBe(false);
  });

  it('opens the console to managers and operator administrators, not receptionists', () => {
    expect(opensConsole('receptionist')).toBe(false);
    expect(opensConsole('manager')).toBe(true);
    expect(opensConsole('operator_admin')).toBe(true);
    expect(opensConsole(null)).toBe(false);
  });
});
