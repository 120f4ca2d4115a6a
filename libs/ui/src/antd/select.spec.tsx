import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Select from './select';

const OPTIONS = [
  { value: 'all', label: 'All channels' },
  { value: 'sms', label: 'SMS' },
];

describe('the Select stand-in', () => {
  it('draws the closed box as antd does: the named combobox, the chosen label, no list', () => {
    const { container } = render(
      <Select aria-label="Channel" value="all" options={OPTIONS} style={{ width: 150 }} />,
    );
    const box = screen.getByRole('combobox', { name: 'Channel' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const root = container.querySelector<HTMLElement>('.ant-select');
    for (const cls of ['ant-select-single', 'ant-select-outlined', 'ant-select-show-arrow'])
      expect(root?.classList.contains(cls)).toBe(true);
    expect(root?.style.width).toBe('150px');
    const shown = container.querySelector('.ant-select-content');
    expect(shown?.textContent).toBe('All channels');
    expect(shown?.getAttribute('title')).toBe('All channels');
    expect(container.querySelector('.ant-select-dropdown')).toBeNull();
  });

  it('shows the placeholder without a value', () => {
    const { container } = render(
      <Select aria-label="Channel" placeholder="Pick" options={OPTIONS} />,
    );
    expect(container.querySelector('.ant-select-placeholder')?.textContent).toBe('Pick');
  });

  it("a click shows antd's Select open in its place, and a choice reaches onChange", async () => {
    const onChange = jest.fn();
    const { container } = render(
      <Select aria-label="Channel" value="all" options={OPTIONS} onChange={onChange} />,
    );
    const box = screen.getByRole('combobox', { name: 'Channel' });
    fireEvent.mouseDown(box);
    fireEvent.click(box);
    const option = await waitFor(() => {
      const found = container.ownerDocument.querySelector('.ant-select-item-option[title="SMS"]');
      expect(found).not.toBeNull();
      return found as Element;
    });
    const opened = screen.getByRole('combobox', { name: 'Channel' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('sms', expect.objectContaining({ value: 'sms' }));
  });

  it('clears the value with its Clear button', () => {
    const onChange = jest.fn();
    render(
      <Select aria-label="Channel" value="sms" allowClear options={OPTIONS} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
  });
});
