import { ApiProperty } from '@nestjs/swagger';

/**
 * Property decorators of the response schemas (each module's *.schemas.ts, ./schemas/*.ts): each names its JSON type explicitly, since
 * the reflected type of `string | null` or a union is only `Object`. `optional` = may be absent,
 * `nullable` = may be null, as in the contract type the schema class implements.
 */
export interface PropertyOptions {
  optional?: boolean;
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

type Lazy = () => abstract new (...args: never[]) => unknown;

function common({ optional, nullable, description, example }: PropertyOptions) {
  return {
    required: !optional,
    ...(nullable ? { nullable: true } : {}),
    ...(description ? { description } : {}),
    ...(example !== undefined ? { example } : {}),
  };
}

export const Text = (o: PropertyOptions = {}) => ApiProperty({ type: String, ...common(o) });
export const Int = (o: PropertyOptions = {}) => ApiProperty({ type: 'integer', ...common(o) });
export const Num = (o: PropertyOptions = {}) => ApiProperty({ type: Number, ...common(o) });
export const Bool = (o: PropertyOptions = {}) => ApiProperty({ type: Boolean, ...common(o) });
/** A property that is always this one value (`success: true`). */
export const Always = (value: boolean | string, o: PropertyOptions = {}) =>
  ApiProperty({ type: typeof value === 'boolean' ? Boolean : String, enum: [value], ...common(o) });
export const OneOf = (values: readonly string[], o: PropertyOptions = {}) =>
  ApiProperty({ type: String, enum: [...values], ...common(o) });
// `type: () => lazy()`: Nest tells a lazy type from a class by the function's name, `type`.
export const Nested = (lazy: Lazy, o: PropertyOptions = {}) =>
  ApiProperty({ type: () => lazy(), ...common(o) });
export const ListOf = (lazy: Lazy, o: PropertyOptions = {}) =>
  ApiProperty({ type: () => lazy(), isArray: true, ...common(o) });
export const TextList = (o: PropertyOptions = {}) =>
  ApiProperty({ type: String, isArray: true, ...common(o) });
