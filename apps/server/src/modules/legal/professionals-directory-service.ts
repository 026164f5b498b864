import {
  type GetPublicProfessionalParams,
  PUBLIC_REVIEWS_SHOWN,
} from '@amparo/contract/legal/get-public-professional';
import { type FeeModel, LOW_COST_FEE_MODELS } from '@amparo/contract/legal/legal-limits';
import { PROFESSIONAL_NOT_FOUND, type PublicProfessional } from '@amparo/contract/legal/professional-models';
import {
  SEARCH_CURSOR_PATTERN,
  SEARCH_PAGE_SIZE_DEFAULT,
  type SearchProfessionalsResponse,
  type ZSearchProfessionalsQuery,
} from '@amparo/contract/legal/search-professionals';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  barAdmissionsOf,
  findListedProfessional,
  publishedReviews,
  ratingSummaries,
  type SearchPosition,
  searchListed,
  vaultPublicKeyOf,
} from './professionals-repo.ts';
import { publicSummaryView } from './professionals-view.ts';

// "Find a lawyer" (issue 13, point 2): only verified listings whose check has not run out, in a fair order that
// changes every day (professionals-repo.ts, orderKeySql) and that no payment or field of the listing can move.

/** The day whose order a search follows: the UTC date, so every server process agrees on it. */
export function orderDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

type SearchQuery = z.output<typeof ZSearchProfessionalsQuery>;

/** The fee models to show: those asked for, narrowed to free and sliding scale when `low_cost` is on. */
export function feeModelsFilter(query: Pick<SearchQuery, 'fee_models' | 'low_cost'>): FeeModel[] | undefined {
  const asked = query.fee_models && query.fee_models.length > 0 ? query.fee_models : undefined;
  if (!query.low_cost) return asked;
  const lowCost: readonly FeeModel[] = LOW_COST_FEE_MODELS;
  return asked ? asked.filter((model) => lowCost.includes(model)) : [...lowCost];
}

function readCursor(cursor: string | undefined): { day: string; position: SearchPosition } | null {
  if (!cursor) return null;
  const match = SEARCH_CURSOR_PATTERN.exec(cursor);
  if (!match) throw new HttpError(400, 'invalid_cursor', 'The cursor is not one this search gave');
  const [, day, orderKey, id] = match as unknown as [string, string, string, string];
  return { day, position: { orderKey, id } };
}

export async function searchProfessionals(
  db: Database,
  input: { query: SearchQuery; now?: Date },
): Promise<SearchProfessionalsResponse> {
  const now = input.now ?? new Date();
  const { query } = input;
  const cursor = readCursor(query.cursor);
  // A cursor keeps the order of the day its first page was shown, even after midnight.
  const day = cursor?.day ?? orderDay(now);
  const limit = query.limit ?? SEARCH_PAGE_SIZE_DEFAULT;
  const feeModels = feeModelsFilter(query);
  if (feeModels && feeModels.length === 0) return { professionals: [], next_cursor: null, order_day: day };
  const found = await searchListed(db, {
    filters: {
      language: query.language,
      practiceArea: query.practice_area,
      state: query.state,
      remoteOnly: query.remote_only,
      feeModels,
    },
    day,
    after: cursor?.position ?? null,
    limit: limit + 1,
    now,
  });
  const page = found.slice(0, limit);
  const ids = page.map((entry) => entry.row.userId);
  const [admissions, ratings] = await Promise.all([barAdmissionsOf(db, ids), ratingSummaries(db, ids)]);
  const last = page.at(-1);
  return {
    professionals: page.map((entry) =>
      publicSummaryView(
        entry.row,
        admissions.get(entry.row.userId) ?? [],
        ratings.get(entry.row.userId) ?? { average: null, count: 0 },
      ),
    ),
    next_cursor: found.length > limit && last ? `${day}.${last.orderKey}.${last.row.userId}` : null,
    order_day: day,
  };
}

export function professionalNotFound(): HttpError {
  return new HttpError(404, PROFESSIONAL_NOT_FOUND, 'No listed legal professional has this id');
}

export async function getPublicProfessional(
  db: Database,
  input: GetPublicProfessionalParams & { now?: Date },
): Promise<PublicProfessional> {
  const now = input.now ?? new Date();
  const row = await findListedProfessional(db, input.id, now);
  if (!row) throw professionalNotFound();
  const [admissions, ratings, reviews, publicKey] = await Promise.all([
    barAdmissionsOf(db, [row.userId]),
    ratingSummaries(db, [row.userId]),
    publishedReviews(db, row.userId, PUBLIC_REVIEWS_SHOWN),
    vaultPublicKeyOf(db, row.userId),
  ]);
  return {
    ...publicSummaryView(
      row,
      admissions.get(row.userId) ?? [],
      ratings.get(row.userId) ?? { average: null, count: 0 },
    ),
    bio: row.bio,
    website: row.website,
    public_key: publicKey,
    reviews: reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      language: review.language,
      created_on: review.createdAt.toISOString().slice(0, 10),
    })),
  };
}
