import { render, screen } from '@testing-library/react';
import { deferred } from './deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('deferred', () => {
  it('loads the component when first rendered, shows nothing meanwhile, then renders it with its props', async () => {
    let loads = 0;
    let release: (c: typeof Greeting) => void = () => undefined;
    const Deferred = deferred(() => {
      loads += 1;
      return new Promise<typeof Greeting>((resolve) => (release = resolve));
    });
    expect(loads).toBe(0);
    const { container } = render(<Deferred name="Asha" />);
    expect(loads).toBe(1);
    expect(container.textContent).toBe('');
    release(Greeting);
    expect(await screen.findByText('Hello, Asha')).toBeTruthy();
  });

  it('loads the code once for every later render', async () => {
    let loads = 0;
    const Deferred = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    const { rerender } = render(<Deferred name="Asha" />);
    await screen.findByText('Hello, Asha');
    rerender(<Deferred name="Meera" />);
    expect(await screen.findByText('Hello, Meera')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
