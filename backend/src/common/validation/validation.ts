import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
// The one place that may use IsOptional (eslint): every DTO says Optional() below.
// eslint-disable-next-line no-restricted-imports
import { IsOptional, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import type { FieldIssue, Language } from '@yoga/contracts';
import { ApiError, type FieldRule } from '../errors/api-error.js';
import { hasMessage, translate, type MessageRef, type MessageValues } from '../i18n/catalog.js';

const REQUIRED = 'required';

/**
 * A field rule's message: an ID of the catalogue (src/locales, `validation.*`) and its values; the
 * field's path is the value `{field}`. `@IsInt(says('validation.whole_number_range', { min: 1, max }))`.
 */
export function says(id: string, values?: MessageValues): ValidationOptions {
  return { message: id, context: { values } };
}

/** Present and not blank; a missing required field always answers the spec's "Please fill in all fields.". */
export function Required(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: REQUIRED,
      target: target.constructor,
      propertyName,
      options: { message: 'validation.required', ...options },
      validator: {
        validate: (value: unknown) =>
          value !== undefined &&
          value !== null &&
          (typeof value !== 'string' || value.trim().length > 0),
      },
    });
}

const NOT_NULL = 'notNull';

/**
 * An optional field: it may be left out; sent, it is checked by its rules. `null` is a value like any
 * other and is refused (400 `validation_failed` naming the field, "… cannot be null") unless the field
 * is nullable by contract (`nullable: true`, typed `| null` and documented `nullable` in the OpenAPI
 * document: null clears it, e.g. a code's end date). Every DTO says this, never class-validator's
 * IsOptional (which lets null past every rule: a null name reached the database, a 500; eslint
 * refuses the import). test/null-fields.spec.ts sends null to every optional field of every write.
 */
export function Optional({ nullable = false }: { nullable?: boolean } = {}): PropertyDecorator {
  if (nullable) return IsOptional();
  return (target: object, propertyName: string | symbol) => {
    ValidateIf((_o: object, value: unknown) => value !== undefined)(target, propertyName);
    NotNull(target, propertyName);
  };
}

function NotNull(target: object, propertyName: string | symbol) {
  registerDecorator({
    name: NOT_NULL,
    target: target.constructor,
    propertyName: String(propertyName),
    options: { message: 'validation.not_null' },
    validator: { validate: (value: unknown) => value !== null },
  });
}

/**
 * One of two alternatives (`razorpay_order_id` or `razorpay_subscription_id`): required when `other` is
 * left out; sent, checked like any value (null refused) even when `other` is sent too.
 */
export function RequiredWithout(other: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    ValidateIf(
      (o: Record<string, unknown>) =>
        o[other] === undefined || o[String(propertyName)] !== undefined,
    )(target, propertyName);
    NotNull(target, propertyName);
    Required()(target, String(propertyName));
  };
}

/** class-validator's own rules (decorators written without a message): their catalogue IDs. */
const BUILT_IN: Readonly<Record<string, string>> = {
  whitelistValidation: 'validation.whitelist',
  isString: 'validation.is_string',
  isInt: 'validation.is_int',
  max: 'validation.max',
  min: 'validation.min',
  maxLength: 'validation.max_length',
  nestedValidation: 'validation.nested',
  isBoolean: 'validation.is_boolean',
  isObject: 'validation.is_object',
};

/** The limit a built-in rule names at the end of its text ("… greater than 5", "… 32 characters"). */
function limitOf(text: string): Record<string, number> {
  const n = /(-?\d+(?:\.\d+)?)(?: characters)?$/.exec(text);
  return n ? { min: Number(n[1]), max: Number(n[1]) } : {};
}

/** Our rules name the field by its path (`consents.whatsapp`); class-validator's own by its name, as it writes them. */
function messageOf(rule: string, text: string, e: ValidationError, path: string): MessageRef {
  const values = (e.contexts?.[rule] as { values?: MessageValues } | undefined)?.values;
  if (hasMessage(text)) return { id: text, values: { field: path, ...values } };
  const id = BUILT_IN[rule];
  return id
    ? { id, values: { field: e.property, ...limitOf(text) } }
    : { id: 'error.validation_failed', values: {} };
}

function flatten(errors: ValidationError[], parent = ''): FieldRule[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const constraints = e.constraints ?? {};
    // A null sent where none is allowed: that is the one thing to say (its type rules fail too).
    const failed = NOT_NULL in constraints ? { [NOT_NULL]: constraints[NOT_NULL] } : constraints;
    const own = Object.entries(failed)
      // Decorators register bottom-up, so the last failed rule is the one written first (e.g. the type check).
      .reverse()
      .map(([rule, text]) => ({
        field,
        rule,
        message: messageOf(rule, text, e, field),
      }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * The answer of a required field left out, for a rule the DTO cannot know (it depends on the
 * configuration): the same `validation_failed` "Please fill in all fields." as `Required`.
 */
export function requiredFieldError(field: string): ApiError {
  const message = { id: 'validation.required', values: { field } };
  return new ApiError(
    'validation_failed',
    {},
    { fields: [{ field, rule: REQUIRED, message }], message },
  );
}

/**
 * The answer of a `null` where a value is required, for a field the DTO cannot describe (keys of a map
 * checked by a service): the same `validation_failed` as `Optional()`'s "must not be null".
 */
export function notNullFieldError(field: string): ApiError {
  const message = { id: 'validation.not_null', values: { field } };
  return new ApiError(
    'validation_failed',
    {},
    { fields: [{ field, rule: NOT_NULL, message }], message },
  );
}

/** `validation_failed`: "fill in all fields" wins, else the first failed rule; every failed rule in `params.fields`. */
function validationException(errors: ValidationError[]) {
  const fields = flatten(errors);
  const headline = fields.find((f) => f.rule === REQUIRED) ?? fields[0];
  return new ApiError(
    'validation_failed',
    {},
    { fields, message: headline?.message ?? { id: 'error.validation_failed' } },
  );
}

/** The failed field rules of a validation_failed error, in `language`. */
export function fieldIssues(error: ApiError, language: Language): FieldIssue[] | undefined {
  return error.details.fields?.map(({ field, rule, message }) => ({
    field,
    rule,
    message: translate(language, message.id, message.values),
  }));
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
