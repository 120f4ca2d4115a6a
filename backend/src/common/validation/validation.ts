import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { MESSAGES } from '@yoga/contracts';

const REQUIRED = 'required';

/** Present and not blank; a missing required field always answers the spec's "Please fill in all fields.". */
export function Required(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: REQUIRED,
      target: target.constructor,
      propertyName,
      options: { message: MESSAGES.fillAllFields, ...options },
      validator: {
        validate: (value: unknown) =>
          value !== undefined &&
          value !== null &&
          (typeof value !== 'string' || value.trim().length > 0),
      },
    });
}

function flatten(errors: ValidationError[]): ValidationError[] {
  return errors.flatMap((e) => [e, ...flatten(e.children ?? [])]);
}

/** One message per response: "fill in all fields" wins, else the first failed rule. */
function validationException(errors: ValidationError[]) {
  const all = flatten(errors).filter((e) => e.constraints);
  if (all.some((e) => e.constraints?.[REQUIRED]))
    return new BadRequestException(MESSAGES.fillAllFields);
  // Decorators register bottom-up, so the last failed rule is the one written first (e.g. the type check).
  const first = all[0]?.constraints;
  const message = first ? Object.values(first).at(-1) : 'Invalid request.';
  return new BadRequestException(message);
}

/**
 * The global pipe, minus Nest's implicit conversion of single route/query values (`+"0x10"` is 16):
 * ids reach IdParamPipe as the text that was sent, so only plain decimal ids pass.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, _metadata: ArgumentMetadata): unknown {
    return value;
  }
}

export function createValidationPipe() {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationException,
  });
}
