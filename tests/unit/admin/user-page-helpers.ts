import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/*
 * The user page holds a tree, a table and many buttons: *ByRole over the whole page computes every candidate's
 * accessible name and takes seconds in jsdom. These helpers find by label and text instead, and tests keep role
 * queries for small containers (dialogs).
 */

export type User = ReturnType<typeof userEvent.setup>;

/** The button whose text matches (antd puts a space between two CJK characters). */
export function buttonByText(text: string | RegExp, container: HTMLElement = document.body): HTMLElement {
  const button = within(container).getByText(text).closest('button');
  if (!button) throw new Error(`no button with text ${String(text)}`);
  return button;
}

/** The antd dialog with this title opened last (one closed before may still be leaving the page). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  return headings.at(-1)?.closest('.ant-modal') as HTMLElement;
}

/** A form control by its label. */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

/** Types a value in one go (a paste): what the checks see is the same, and key by key is slow in jsdom. */
export async function fill(user: User, label: string, value: string): Promise<void> {
  await user.click(field(label));
  await user.paste(value);
}

export async function openNewForm(user: User): Promise<void> {
  await screen.findByText('王海涛');
  await user.click(buttonByText('新增用户'));
  await screen.findByText('新增用户', { selector: 'h2' });
  await screen.findByLabelText('账号');
}

/** Opens the form for the person with this account from their row's edit button. */
export async function openEditForm(user: User, account: string): Promise<void> {
  const cell = await screen.findByText(account, { selector: 'td, td .sluice-ellipsis-cell' });
  await user.click(buttonByText(/编\s*辑/, cell.closest('tr') as HTMLElement));
  await screen.findByText(/编辑用户/, { selector: 'h2' });
  await screen.findByLabelText('账号');
}
