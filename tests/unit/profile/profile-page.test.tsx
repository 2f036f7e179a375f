import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/profile-page';
import type { BaseInfo } from '../../../server/src/wire/profile';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';

const INFO: BaseInfo = {
  id: 'u-1',
  account: 'duty01',
  realName: '王海涛',
  gender: null,
  mobilePhone: '',
  email: '',
  birthday: null,
  signature: '',
  landline: '',
  postalAddress: '',
  headIcon: '',
  organizeId: 'dept-1',
  organize: '澜江水务/调度中心',
  positionId: '',
  position: '',
  roleId: '',
  roleName: '值班员',
  manager: '',
  isAdministrator: false,
  creatorTime: 1_700_000_000_000,
};

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/profile/profile-page'),
  defaults: () => ({
    'GET /api/permission/Users/Current/BaseInfo': () => okBody(INFO),
    'PUT /api/permission/Users/Current/BaseInfo': (request) => okBody({ ...INFO, ...(JSON.parse(String(request.data)) as object) }),
    'POST /api/permission/Users/Current/Actions/ModifyPassword': () => okBody(),
  }),
});

configure({ asyncUtilTimeout: 10_000 });

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sent = (key: string) => api().calls(key);

describe('the profile page', () => {
  it('saves the personal fields, after refusing a bad mobile number without sending it', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<ProfilePage />, { path: '/profile' });
    const name = await screen.findByLabelText('姓名');
    expect(screen.getByText('澜江水务/调度中心')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '王涛');
    await user.type(screen.getByLabelText('手机'), '12345');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请正确输入您的手机号')).toBeInTheDocument();
    expect(sent('PUT /api/permission/Users/Current/BaseInfo')).toHaveLength(0);

    await user.clear(screen.getByLabelText('手机'));
    await user.type(screen.getByLabelText('手机'), '13800138000');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent('PUT /api/permission/Users/Current/BaseInfo')).toHaveLength(1));
    expect(JSON.parse(String(sent('PUT /api/permission/Users/Current/BaseInfo')[0]?.data))).toEqual({
      realName: '王涛',
      gender: null,
      mobilePhone: '13800138000',
      email: '',
      birthday: null,
      signature: '',
      landline: '',
      postalAddress: '',
    });
  });

  it('checks the new password by the spec rule and sends only MD5 hex', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<ProfilePage />, { path: '/profile' });
    await user.click(await screen.findByRole('tab', { name: '修改密码' }));
    const submit = await screen.findByRole('button', { name: '修改密码' });
    await user.type(screen.getByLabelText('旧密码'), 'old1pass');
    await user.type(screen.getByLabelText('新密码'), 'onlyletters');
    await user.type(screen.getByLabelText('确认新密码'), 'different1');
    await user.click(submit);
    expect(await screen.findAllByText('6-16位字符的密码（数字和字母组成）')).not.toHaveLength(0);
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'old1pass');
    await user.click(submit);
    expect(await screen.findByText('新密码不能与旧密码相同')).toBeInTheDocument();
    expect(sent('POST /api/permission/Users/Current/Actions/ModifyPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'new2pass');
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'new2pass');
    await user.click(submit);
    await waitFor(() => expect(sent('POST /api/permission/Users/Current/Actions/ModifyPassword')).toHaveLength(1));
    expect(JSON.parse(String(sent('POST /api/permission/Users/Current/Actions/ModifyPassword')[0]?.data))).toEqual({
      oldPassword: md5('old1pass'),
      password: md5('new2pass'),
    });
  });
});
