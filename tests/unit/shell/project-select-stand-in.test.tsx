import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProjectSelectStandIn, type StandInIntent } from '../../../src/features/shell/project-select-stand-in';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';

function renderStandIn(text = '青水水库大坝') {
  const onIntent = vi.fn<(intent: StandInIntent) => void>();
  render(<ProjectSelectStandIn width={170} label="当前项目" text={text} placeholder="请选择项目" onIntent={onIntent} />);
  return { onIntent, box: screen.getByRole('combobox', { name: '当前项目' }) };
}

// The stand-in only says what the person wants; project-selector.tsx loads the Select and hands that over.
describe('the project selector stand-in', () => {
  it('shows the chosen project, or the placeholder when there is none', () => {
    renderStandIn();
    expect(screen.getByTestId('project-selector')).toHaveTextContent('青水水库大坝');
  });

  it('asks for the list when pressed', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onIntent, box } = renderStandIn('');
    expect(box).toHaveTextContent('请选择项目');
    await user.click(box);
    expect(onIntent.mock.calls.map(([intent]) => intent)).toContain('open');
  });

  it('is reached by Tab, and Enter or Arrow Down asks for the list', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onIntent, box } = renderStandIn();
    await user.tab();
    expect(box).toHaveFocus();
    expect(onIntent).toHaveBeenLastCalledWith('focus');
    await user.keyboard('{ArrowDown}');
    expect(onIntent).toHaveBeenLastCalledWith('open');
    onIntent.mockClear();
    await user.keyboard('a');
    expect(onIntent).not.toHaveBeenCalled();
  });
});
