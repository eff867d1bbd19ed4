/** Message calls (`/api/Messages/`, screen SGRC001). */
import type {
  AddCommentBody,
  MessageDetails,
  MessagePage,
  MessageRecipients,
  MessageTab,
  SendMessageBody,
} from '@fleet/shared/platform/message-board';
import { api } from '../../../api/client.ts';
import { getAll, getBy, postBody } from '../../../kit/calls.ts';

export interface MessageListFilter {
  unread?: boolean;
  search?: string;
  cursor?: string;
  limit?: number;
}

const listCall: Record<MessageTab, string> = { inbox: 'Messages/getInbox', sent: 'Messages/getSent' };

export const messageApi = {
  list: (tab: MessageTab, filter: MessageListFilter, signal?: AbortSignal) =>
    api.get<MessagePage>(
      listCall[tab],
      {
        unread: filter.unread ? 'true' : undefined,
        search: filter.search?.trim() || undefined,
        cursor: filter.cursor,
        limit: filter.limit,
      },
      { signal },
    ),
  get: getBy<MessageDetails>('Messages/getMessageById', 'messageId'),
  recipients: getAll<MessageRecipients>('Messages/getRecipients'),
  send: postBody<[string, { messageId: string; recipients: string[] }], SendMessageBody>(
    'Messages/sendMessage',
  ),
  comment: postBody<[string, { messageId: string; commentId: string }], AddCommentBody>(
    'Messages/addComment',
  ),
  markRead: (messageId: string) =>
    api.post<[string, { messageId: string }]>('Messages/markRead', { messageId }),
  markUnread: (messageId: string) =>
    api.post<[string, { messageId: string }]>('Messages/markUnread', { messageId }),
};
