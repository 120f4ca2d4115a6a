import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { registerDecorator, type ValidationOptions } from 'class-validator';
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
    const own = Object.entries(e.constraints ?? {})
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
