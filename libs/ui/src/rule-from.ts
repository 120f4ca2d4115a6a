/**
 * An antd Form rule from a validator that returns the problem's text (or undefined when the value is
 * fine), so a form and its unit tests check values with one function.
 */
export function ruleFrom<V = string | undefined>(validate: (value: V) => string | undefined) {
  return {
    validator: (_rule: unknown, value: V) => {
      const problem = validate(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
