import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/** A YYYY-MM-DD string naming a real day (rejects 2026-02-30). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

@ValidatorConstraint({ name: 'isCalendarDate' })
export class IsCalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDate(value);
  }
}
