import { registerDecorator } from 'class-validator';

/** A field checked by one of the shared rules of libs/contracts (isValidName, isValidPhone, …). */
export function Satisfies(rule: (value: unknown) => boolean, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => rule(value) },
    });
}
