import { ruleFrom } from './rule-from';

describe('ruleFrom', () => {
  const rule = ruleFrom((value: string | undefined) =>
    value ? undefined : 'Please enter a name.',
  );

  it('resolves for a value the validator accepts', async () => {
    await expect(rule.validator(null, 'Priya')).resolves.toBeUndefined();
  });

  it("rejects with the validator's text otherwise", async () => {
    await expect(rule.validator(null, '')).rejects.toThrow('Please enter a name.');
  });
});

describe('ruleFrom with a translation', () => {
  it("rejects with the message ID's text in the active language", async () => {
    const rule = ruleFrom(
      (value: string | undefined) => (value ? undefined : 'ui.invalidName'),
      (id) => `text of ${id}`,
    );
    await expect(rule.validator(null, 'Priya')).resolves.toBeUndefined();
    await expect(rule.validator(null, '')).rejects.toThrow('text of ui.invalidName');
  });
});
