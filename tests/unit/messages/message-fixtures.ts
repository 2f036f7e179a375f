import type { MessageItem } from '../../../server/src/wire/messages';
import { okBody, type RecordedRequest } from '../support/fake-api';

/** One message as the centre lists it; unread, from the administrator, an hour ago by default. */
export function messageOf(id: string, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    id,
    title: `消息${id}`,
    type: 4,
    messageType: null,
    isRead: '0',
    readTime: null,
    creatorUserId: 'u-admin',
    creatorUser: '林志远/admin',
    lastModifyTime: 1_764_115_200_000,
    releaseUser: '',
    releaseTime: null,
    flowType: null,
    bodyText: '{}',
    files: '[]',
    ...overrides,
  };
}

/** A paged answer over `all`, echoing the page asked for. */
export const pagedMessages = (all: MessageItem[]) => (request: RecordedRequest) => {
  const currentPage = Number(request.params.currentPage ?? 1);
  const pageSize = Number(request.params.pageSize ?? 20);
  return okBody({
    list: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, pageSize, total: all.length },
  });
};

export const ROSTER = messageOf('m-roster', {
  title: '关于发布2026年汛期防汛值班表的通知',
  type: 1,
  releaseUser: '林志远/admin',
  releaseTime: 1_764_115_200_000,
  bodyText: JSON.stringify({
    content: '<p>主汛期实行24小时双人值班。<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p>',
  }),
  files: JSON.stringify([{ name: '值班表.xlsx', fileId: 'f-1', url: '/api/file/Download/annex/f-1' }]),
});
