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
  get: (messageId: string, signal?: AbortSignal) =>
    api.get<MessageDetails>('Messages/getMessageById', { messageId }, { signal }),
  recipients: (signal?: AbortSignal) =>
    api.get<MessageRecipients>('Messages/getRecipients', undefined, { signal }),
  send: (body: SendMessageBody) =>
    api.post<[string, { messageId: string; recipients: string[] }]>('Messages/sendMessage', body),
  comment: (body: AddCommentBody) =>
    api.post<[string, { messageId: string; commentId: string }]>('Messages/addComment', body),
  markRead: (messageId: string) =>
    api.post<[string, { messageId: string }]>('Messages/markRead', { messageId }),
  markUnread: (messageId: string) =>
    api.post<[string, { messageId: string }]>('Messages/markUnread', { messageId }),
};
