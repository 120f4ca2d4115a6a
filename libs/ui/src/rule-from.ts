/**
 * An antd Form rule from a validator that returns the problem (or undefined when the value is fine), so
 * a form and its unit tests check values with one function. With `translate` (a screen's `t` of
 * `useLocale()`), the validator returns a message ID and the rule shows its text in the active language.
 */
export function ruleFrom<V = string | undefined>(
  validate: (value: V) => string | undefined,
  translate?: (id: string) => string,
) {
  return {
    validator: (_rule: unknown, value: V) => {
      const problem = validate(value);
      if (!problem) return Promise.resolve();
      return Promise.reject(new Error(translate ? translate(problem) : problem));
    },
  };
}
