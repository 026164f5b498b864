import {
  type CreateListingReportRequest,
  REPORT_TARGET_NOT_FOUND,
  ZCreateListingReportResponse,
} from '@amparo/contract/legal/create-listing-report';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { apiRequest } from '../../../lib/api-request.ts';

// A report about a listing (issue 13, point 6): sent signed out or signed in. Signed in, the token goes along so
// the server counts the report against the account's limit rather than only the network address's.

export type ReportFailure = 'notFound' | 'rateLimited' | 'network' | 'invalidCharacters' | 'generic';

export function sendReport(accessToken: string | null, report: CreateListingReportRequest) {
  return apiRequest(accessToken, '/legal/reports', ZCreateListingReportResponse, {
    method: 'POST',
    body: report,
  });
}

export function describeReportFailure(error: unknown): ReportFailure {
  if (error instanceof TypeError) return 'network';
  if (!(error instanceof ApiRequestError)) return 'generic';
  if (error.status === 404 && error.code === REPORT_TARGET_NOT_FOUND) return 'notFound';
  if (error.status === 429) return 'rateLimited';
  if (error.status >= 500 || error.status === 0) return 'network';
  return 'generic';
}
