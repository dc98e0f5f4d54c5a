import {
  CONSUMER_LIST_SIZE,
  CONSUMER_RECENT_SIZE,
  type ConsumerDashboard,
  type ConsumerMessagesResponse,
  type ConsumerRequestsResponse,
  type LeadStatus,
} from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { countOwn, countOwnWithStatus, listOwnLeads } from '../leads/client-leads.ts';

/** GET /api/consumer/dashboard: four counts and the newest messages and requests. */
export async function getConsumerDashboard(db: Executor, user: User): Promise<ConsumerDashboard> {
  const [sentMessages, sentRequests, recentMessages, recentRequests] = await Promise.all([
    countOwn(db, user, 'message'),
    countOwn(db, user, 'cop_request'),
    listOwnLeads(db, user, 'message', { limit: CONSUMER_RECENT_SIZE }),
    listOwnLeads(db, user, 'cop_request', { limit: CONSUMER_RECENT_SIZE }),
  ]);
  return {
    stats: {
      totalMessages: sentMessages.total,
      activeMessages: sentMessages.open,
      totalRequests: sentRequests.total,
      activeRequests: sentRequests.open,
    },
    recentMessages,
    recentRequests,
  };
}

/** GET /api/consumer/messages/open|closed: the newest 30 and how many in all. */
export async function listSentMessages(db: Executor, user: User, status: LeadStatus): Promise<ConsumerMessagesResponse> {
  const [list, totalCount] = await Promise.all([
    listOwnLeads(db, user, 'message', { status, limit: CONSUMER_LIST_SIZE }),
    countOwnWithStatus(db, user, 'message', status),
  ]);
  return { messages: list, totalCount };
}

/** GET /api/consumer/requests/open|closed. */
export async function listSentRequests(db: Executor, user: User, status: LeadStatus): Promise<ConsumerRequestsResponse> {
  const [list, totalCount] = await Promise.all([
    listOwnLeads(db, user, 'cop_request', { status, limit: CONSUMER_LIST_SIZE }),
    countOwnWithStatus(db, user, 'cop_request', status),
  ]);
  return { requests: list, totalCount };
}
