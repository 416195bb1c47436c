import { FILTER_FIELDS, type Post } from '@kizuki/shared';
import type { PostRow, PostWithAuthor } from './post-rows.ts';

export function countsOf(
  row: Pick<PostRow, 'likeCount' | 'sameCount' | 'moreCount' | 'commentCount' | 'quoteCount'>,
) {
  return {
    likes: row.likeCount,
    same: row.sameCount,
    more: row.moreCount,
    comments: row.commentCount,
    retweets: row.quoteCount,
  };
}

/** The API's view of a post: its classification as the nine fields, its counters by reaction. */
export function presentPost(row: PostWithAuthor): Post {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    body: row.body,
    author: {
      id: row.authorUserId,
      firstName: row.authorFirstName,
      lastName: row.authorLastName,
      organizationName: row.authorOrganizationName,
    },
    classification: Object.fromEntries(
      FILTER_FIELDS.map((field) => [field, row[field] ?? null]),
    ) as Post['classification'],
    labels: {
      diseaseGroup:
        row.diseaseGroupNameJa === null
          ? null
          : {
              nameJa: row.diseaseGroupNameJa,
              nameEn: row.diseaseGroupNameEn ?? row.diseaseGroupNameJa,
              color: row.diseaseGroupColor,
            },
      competitiveProduct:
        row.productNameJa === null
          ? null
          : { nameJa: row.productNameJa, nameEn: row.productNameEn ?? row.productNameJa },
    },
    parentId: row.parentId,
    quotedId: row.quotedId,
    counts: countsOf(row),
    isRead: row.isRead,
    myReactions: row.myReactions,
    selfCheck: row.selfCheck,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
